import { Search } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { COURSE_FILTERS, type CourseFilter } from '@/lib/academy/progress';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { cn } from '@/lib/utils';

/** The page's own address with this filter and search (links and the form work without JavaScript). */
export const myCourseHref = (locale: Locale, filter: CourseFilter, search: string) =>
  localePath(locale, {
    pathname: '/apps/academy/my-course',
    query: { ...(filter === 'all' ? {} : { filter }), ...(search ? { q: search } : {}) },
  });

/** Filter links (in progress, completed, all) and a search form over the member's courses. */
export function CourseFilters({
  locale,
  filter,
  search,
}: {
  locale: Locale;
  filter: CourseFilter;
  search: string;
}) {
  const t = useTranslations('Academy');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <nav aria-label={t('filterLabel')}>
        <ul className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
          {COURSE_FILTERS.map((option) => (
            <li key={option}>
              <Link
                href={myCourseHref(locale, option, search)}
                aria-current={option === filter ? 'page' : undefined}
                className={cn(
                  'inline-flex h-8 items-center rounded-md px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  option === filter ? 'bg-card shadow-sm' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {t(`filter_${option}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form role="search" method="get" className="flex w-full gap-2 sm:w-auto">
        {filter !== 'all' && <input type="hidden" name="filter" value={filter} />}
        <label htmlFor="course-search" className="sr-only">
          {t('searchLabel')}
        </label>
        <Input
          id="course-search"
          type="search"
          name="q"
          defaultValue={search}
          maxLength={100}
          placeholder={t('searchPlaceholder')}
          className="sm:w-64"
        />
        <Button type="submit" variant="outline" size="lg">
          <Search aria-hidden className="size-4" />
          {t('search')}
        </Button>
      </form>
    </div>
  );
}
