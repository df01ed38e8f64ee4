'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import {
  Pagination,
  PaginationContent,
  PaginationEllipsis,
  PaginationItem,
  PaginationLink,
  PaginationNext,
  PaginationPrevious,
} from '@/components/ui/pagination';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { paginationRange } from '@/lib/pagination';
import { OFFER_TABLE_PAGE_SIZES, type OfferTablePageSize } from '@/lib/templates/tables/offer-table-params';

interface OfferTablePaginationProps {
  page: number;
  pageCount: number;
  size: OfferTablePageSize;
  /** Rows after the filters. */
  total: number;
  shown: number;
  onPage: (page: number) => void;
  onSize: (size: OfferTablePageSize) => void;
}

/** Which rows show, the page size, and the pages as buttons (the table is in the browser: no links). */
export function OfferTablePagination({
  page,
  pageCount,
  size,
  total,
  shown,
  onPage,
  onSize,
}: OfferTablePaginationProps) {
  const t = useTranslations('TablesGallery.dataTable');
  const format = useFormatter();
  const sizeId = useId();
  const from = shown ? (page - 1) * size + 1 : 0;
  return (
    <div className="flex flex-col gap-3 text-sm lg:flex-row lg:items-center lg:justify-between">
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="text-muted-foreground">
          {t('range', { from, to: from + Math.max(shown - 1, 0), total })}
        </p>
        <div className="flex items-center gap-2">
          <Label htmlFor={sizeId} className="font-normal text-muted-foreground">
            {t('pageSize')}
          </Label>
          <Select value={String(size)} onValueChange={(value) => onSize(Number(value) as OfferTablePageSize)}>
            <SelectTrigger id={sizeId} className="h-9 w-20">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {OFFER_TABLE_PAGE_SIZES.map((option) => (
                <SelectItem key={option} value={String(option)}>
                  {format.number(option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <Pagination aria-label={t('pages')} className="mx-0 w-auto justify-start lg:justify-end">
        <PaginationContent>
          <PaginationItem>
            <PaginationPrevious asChild label={t('previousPage')}>
              <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} />
            </PaginationPrevious>
          </PaginationItem>
          {paginationRange(page, pageCount).map((slot) => (
            <PaginationItem key={slot}>
              {typeof slot === 'number' ? (
                <PaginationLink asChild isActive={slot === page}>
                  <button type="button" aria-label={t('page', { page: slot })} onClick={() => onPage(slot)}>
                    {format.number(slot)}
                  </button>
                </PaginationLink>
              ) : (
                <PaginationEllipsis label={t('morePages')} />
              )}
            </PaginationItem>
          ))}
          <PaginationItem>
            <PaginationNext asChild label={t('nextPage')}>
              <button type="button" disabled={page >= pageCount} onClick={() => onPage(page + 1)} />
            </PaginationNext>
          </PaginationItem>
        </PaginationContent>
      </Pagination>
    </div>
  );
}
