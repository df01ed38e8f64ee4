'use client';

import { RadioGroup } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { useId, type Ref } from 'react';
import { SearchInput } from '@/components/ui/search-input';

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
          onValueChange={(next) => onStatusChange(next as InvoiceFilter)}
          className="inline-flex h-11 flex-wrap items-center gap-1 rounded-md border border-border bg-card p-1"
        >
          {INVOICE_FILTERS.map((value) => (
            <RadioGroup.Item
              key={value}
              value={value}
              className="h-full rounded px-3 text-sm font-medium text-muted-foreground transition outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring data-[state=checked]:bg-primary-soft data-[state=checked]:text-primary"
            >
              {t(value === 'all' ? 'filter_all' : `status_${value}`)}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </div>
    </div>
  );
}
