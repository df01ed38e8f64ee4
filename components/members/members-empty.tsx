'use client';

import { Users } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { EmptyState, NoFilterMatches } from '@/components/ui/empty-state';

/** No member passes the filters, or (without filters) the site has none yet. */
export function NoMatchingMembers({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const t = useTranslations('Members');
  if (!filtered) return <EmptyState icon={Users} title={t('emptyTitle')} text={t('emptyText')} />;
  return <NoFilterMatches text={t('noMatches')} clearLabel={t('clearFilters')} onClear={onClear} />;
}
