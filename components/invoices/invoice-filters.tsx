'use client';

import { useTranslations } from 'next-intl';
import { useId, type Ref } from 'react';
import { SearchInput } from '@/components/ui/search-input';
import { SegmentedFilter } from '@/components/ui/segmented-filter';

const INVOICE_FILTERS = ['all', 'draft', 'sent', 'paid'] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

interface InvoiceFiltersProps {
  query: string;
  onQueryChange: (query: string) => void;
  status: InvoiceFilter;
  onStatusChange: (status: InvoiceFilter) => void;
  searchRef: Ref<HTMLInputElement>;
}

/** A search over number, buyer and offer, and an All / Draft / Sent / Paid switch (arrows move). */
export function InvoiceFilters({
  query,
  onQueryChange,
  status,
  onStatusChange,
  searchRef,
}: InvoiceFiltersProps) {
  const t = useTranslations('Invoice');
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
        options={INVOICE_FILTERS.map((value) => ({
          value,
          label: t(value === 'all' ? 'filter_all' : `status_${value}`),
        }))}
        onChange={onStatusChange}
      />
    </div>
  );
}
