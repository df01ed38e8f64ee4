'use client';

import { PackageOpen, Plus, SearchX } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button, buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** The member has no listings on this site yet. */
export function NoListings({ addNew }: { addNew: { href: string; label: string } }) {
  const t = useTranslations('MyItems');
  return (
    <EmptyState icon={PackageOpen} title={t('emptyTitle')} text={t('emptyText')}>
      <Link href={addNew.href} className={buttonVariants({ className: 'mt-2' })}>
        <Plus aria-hidden className="size-4" />
        {addNew.label}
      </Link>
    </EmptyState>
  );
}

/** Listings exist, but none passes the search and status filter. */
export function NoMatches({ onClear }: { onClear: () => void }) {
  const t = useTranslations('MyItems');
  return (
    <div className="surface flex flex-col items-center gap-3 px-6 py-12 text-center">
      <SearchX aria-hidden className="size-8 text-muted-foreground" />
      <p className="font-medium">{t('noMatches')}</p>
      <Button variant="outline" onClick={onClear}>
        {t('clearFilters')}
      </Button>
    </div>
  );
}
