'use client';

import { RadioGroup } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { useId, type Ref } from 'react';
import { SearchInput } from '@/components/ui/search-input';

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
  const statusLabelId = useId();
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
      <div>
        <span id={statusLabelId} className="mb-1.5 block text-sm font-medium">
          {t('statusFilter')}
        </span>
        <RadioGroup.Root
          aria-labelledby={statusLabelId}
          orientation="horizontal"
          value={status}
          onValueChange={(next) => onStatusChange(next as StatusFilter)}
          className="inline-flex h-11 items-center gap-1 rounded-md border border-border bg-card p-1"
        >
          {STATUS_FILTERS.map((value) => (
            <RadioGroup.Item
              key={value}
              value={value}
              className="h-full rounded px-3 text-sm font-medium text-muted-foreground transition outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring data-[state=checked]:bg-primary-soft data-[state=checked]:text-primary"
            >
              {t(FILTER_LABEL[value])}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </div>
    </div>
  );
}
