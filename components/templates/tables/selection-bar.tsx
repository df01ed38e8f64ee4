'use client';

import { Download, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locales';
import { offersCsv } from '@/lib/templates/tables/offer-csv';
import type { OfferRow } from '@/lib/templates/tables/offer-rows';

/** Hands a text file to the browser's downloads, made here: nothing is sent to the server. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/** "2 selected", and what can be done with them: export as CSV, clear the selection. */
export function SelectionBar({
  selected,
  locale,
  onClear,
}: {
  selected: OfferRow[];
  locale: Locale;
  onClear: () => void;
}) {
  const t = useTranslations('TablesGallery.dataTable');
  const count = selected.length;
  const exportCsv = () =>
    download(
      `${t('fileName')}.csv`,
      offersCsv(selected, {
        title: t('column.title'),
        price: t('column.price'),
        currency: t('currency'),
        location: t('column.location'),
        owner: t('column.owner'),
        status: t('column.status'),
        created: t('column.created'),
        statusName: (status) => t(status === 'published' ? 'published' : 'drafts'),
      }),
    );
  return (
    <div
      className={
        count
          ? 'flex flex-wrap items-center gap-3 rounded-lg border border-primary/40 bg-primary-soft px-4 py-2'
          : 'contents'
      }
    >
      <p role="status" className={count ? 'text-sm font-medium text-primary' : 'sr-only'} lang={locale}>
        {count ? t('selected', { count }) : ''}
      </p>
      {count ? (
        <div className="ms-auto flex flex-wrap gap-2">
          <Button size="sm" onClick={exportCsv}>
            <Download aria-hidden className="size-4" />
            {t('exportCsv')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClear}>
            <X aria-hidden className="size-4" />
            {t('clearSelection')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
