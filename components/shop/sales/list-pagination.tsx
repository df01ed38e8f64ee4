'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { SHOP_PAGE_SIZES, type ShopPageSize } from '@/lib/shop/sales/list-params';
import { cn } from '@/lib/utils';
import { selectClass } from './search-box';

interface ListPaginationProps {
  page: number;
  size: ShopPageSize;
  total: number;
  shown: number;
  onPage: (page: number) => void;
  onSize: (size: ShopPageSize) => void;
}

/** Where this page sits in the list, the page size and previous / next. */
export function ListPagination({ page, size, total, shown, onPage, onSize }: ListPaginationProps) {
  const t = useTranslations('ShopSales.list');
  const sizeId = useId();
  const pages = Math.max(Math.ceil(total / size), 1);
  const from = shown ? (page - 1) * size + 1 : 0;
  return (
    <nav
      aria-label={t('pagination')}
      className="flex flex-col gap-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p role="status" className="text-muted-foreground">
        {t('range', { from, to: from + shown - (shown ? 1 : 0), total })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={sizeId} className="text-muted-foreground">
          {t('pageSize')}
        </label>
        <select
          id={sizeId}
          className={cn(selectClass, 'h-9 w-20')}
          value={size}
          onChange={(event) => onSize(Number(event.target.value) as ShopPageSize)}
        >
          {SHOP_PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <span className="text-muted-foreground">{t('pageOf', { page, pages })}</span>
        <Button
          variant="outline"
          size="icon"
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
          aria-label={t('previousPage')}
        >
          <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={() => onPage(page + 1)}
          disabled={page >= pages}
          aria-label={t('nextPage')}
        >
          <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
        </Button>
      </div>
    </nav>
  );
}
