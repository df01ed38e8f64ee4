'use client';

import { PackageOpen, Plus } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState, NoFilterMatches } from '@/components/ui/empty-state';

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
  return <NoFilterMatches text={t('noMatches')} clearLabel={t('clearFilters')} onClear={onClear} />;
}
