'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { MEMBER_PAGE_SIZES, type MemberListQuery } from '@/lib/members/member-list-params';
import { cn } from '@/lib/utils';
import { selectClass } from './members-filters';

interface MembersPaginationProps {
  page: number;
  pageCount: number;
  size: MemberListQuery['size'];
  total: number;
  shown: number;
  onPrevious?: () => void;
  onNext?: () => void;
  onSize: (size: MemberListQuery['size']) => void;
}

/** Where this page sits in the list, the page size and previous / next. */
export function MembersPagination({
  page,
  pageCount,
  size,
  total,
  shown,
  onPrevious,
  onNext,
  onSize,
}: MembersPaginationProps) {
  const t = useTranslations('Members');
  const sizeId = useId();
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
          onChange={(event) => onSize(Number(event.target.value) as MemberListQuery['size'])}
        >
          {MEMBER_PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <span className="text-muted-foreground">{t('pageOf', { page, pages: Math.max(pageCount, 1) })}</span>
        <Button
          variant="outline"
          size="icon"
          onClick={onPrevious}
          disabled={!onPrevious}
          aria-label={t('previousPage')}
        >
          <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        </Button>
        <Button variant="outline" size="icon" onClick={onNext} disabled={!onNext} aria-label={t('nextPage')}>
          <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
        </Button>
      </div>
    </nav>
  );
}
