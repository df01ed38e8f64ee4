'use client';

import { SearchX, Users } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** No member passes the filters, or (without filters) the site has none yet. */
export function NoMatchingMembers({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const t = useTranslations('Members');
  if (!filtered) return <EmptyState icon={Users} title={t('emptyTitle')} text={t('emptyText')} />;
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
