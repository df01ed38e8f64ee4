import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import {
  Pagination,
  PaginationContent,
  PaginationEllipsis,
  PaginationItem,
  PaginationLink,
  PaginationNext,
  PaginationPrevious,
} from '@/components/ui/pagination';
import { Link } from '@/lib/i18n/navigation';
import { paginationRange } from '@/lib/pagination';
import { pageQuery, type PageRequest } from './pagination-request';

/**
 * A pagination bar of the demo: first, previous, the page numbers with gaps, next and last, each
 * a link to the same page with another `?page=` (kept scroll position). On the first or last page
 * the steps that lead nowhere are left out rather than disabled: a link cannot be disabled.
 * `compact` shows "Page 3 of 10" between previous and next instead of the numbers.
 */
export function PagerBar({
  request: { page, size, pages },
  label,
  compact = false,
  siblings = 1,
  edges = true,
}: {
  request: PageRequest;
  label: string;
  compact?: boolean;
  siblings?: number;
  edges?: boolean;
}) {
  const t = useTranslations('ComponentsGallery.pagination');
  const href = (target: number) => ({
    pathname: '/components/pagination' as const,
    query: pageQuery(target, size),
  });
  const placeholder = <span aria-hidden className="block size-9" />;
  return (
    <Pagination aria-label={label}>
      <PaginationContent>
        {edges && !compact && (
          <PaginationItem>
            {page > 1 ? (
              <PaginationLink asChild aria-label={t('first')}>
                <Link href={href(1)} scroll={false}>
                  <ChevronsLeft aria-hidden className="size-4 rtl:-scale-x-100" />
                </Link>
              </PaginationLink>
            ) : (
              placeholder
            )}
          </PaginationItem>
        )}
        <PaginationItem>
          {page > 1 ? (
            <PaginationPrevious asChild label={t('previous')}>
              <Link href={href(page - 1)} scroll={false} />
            </PaginationPrevious>
          ) : (
            placeholder
          )}
        </PaginationItem>
        {compact ? (
          <PaginationItem className="px-3 text-sm tabular-nums">
            {t('pageOf', { page, pages })}
          </PaginationItem>
        ) : (
          paginationRange(page, pages, siblings).map((slot) => (
            <PaginationItem key={slot}>
              {typeof slot === 'number' ? (
                <PaginationLink asChild isActive={slot === page} aria-label={t('page', { number: slot })}>
                  <Link href={href(slot)} scroll={false}>
                    {slot}
                  </Link>
                </PaginationLink>
              ) : (
                <PaginationEllipsis label={t('more')} />
              )}
            </PaginationItem>
          ))
        )}
        <PaginationItem>
          {page < pages ? (
            <PaginationNext asChild label={t('next')}>
              <Link href={href(page + 1)} scroll={false} />
            </PaginationNext>
          ) : (
            placeholder
          )}
        </PaginationItem>
        {edges && !compact && (
          <PaginationItem>
            {page < pages ? (
              <PaginationLink asChild aria-label={t('last')}>
                <Link href={href(pages)} scroll={false}>
                  <ChevronsRight aria-hidden className="size-4 rtl:-scale-x-100" />
                </Link>
              </PaginationLink>
            ) : (
              placeholder
            )}
          </PaginationItem>
        )}
      </PaginationContent>
    </Pagination>
  );
}
