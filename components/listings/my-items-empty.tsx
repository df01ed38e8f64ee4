'use client';

import { PackageOpen, Plus, SearchX } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button, buttonVariants } from '@/components/ui/button';

/** The member has no listings on this site yet. */
export function NoListings({ addNew }: { addNew: { href: string; label: string } }) {
  const t = useTranslations('MyItems');
  return (
    <section className="surface flex flex-col items-center gap-3 px-6 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
        <PackageOpen aria-hidden className="size-7" />
      </span>
      <h2 className="text-lg font-semibold">{t('emptyTitle')}</h2>
      <p className="max-w-md text-muted-foreground">{t('emptyText')}</p>
      <Link href={addNew.href} className={buttonVariants({ className: 'mt-2' })}>
        <Plus aria-hidden className="size-4" />
        {addNew.label}
      </Link>
    </section>
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
