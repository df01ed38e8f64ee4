'use client';

import { useTranslations } from 'next-intl';
import { useId, type Ref } from 'react';
import { SearchInput } from '@/components/ui/search-input';
import { SegmentedFilter } from '@/components/ui/segmented-filter';

export const STATUS_FILTERS = ['all', 'published', 'draft'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

const FILTER_LABEL = { all: 'filter_all', published: 'filter_published', draft: 'filter_draft' } as const;

interface MyItemsFiltersProps {
  query: string;
  onQueryChange: (query: string) => void;
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
  searchRef: Ref<HTMLInputElement>;
}

/** A search over product names and an All / Published / Drafts switch (a radio group: arrows move). */
export function MyItemsFilters({
  query,
  onQueryChange,
  status,
  onStatusChange,
  searchRef,
}: MyItemsFiltersProps) {
  const t = useTranslations('MyItems');
  const searchId = useId();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="w-full sm:max-w-xs">
        <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium">
          {t('searchLabel')}
        </label>
        <SearchInput
          ref={searchRef}
          id={searchId}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={t('searchPlaceholder')}
        />
      </div>
      <SegmentedFilter
        label={t('statusFilter')}
        value={status}
        options={STATUS_FILTERS.map((value) => ({ value, label: t(FILTER_LABEL[value]) }))}
        onChange={onStatusChange}
      />
    </div>
  );
}
