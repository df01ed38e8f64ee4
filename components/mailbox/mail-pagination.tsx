'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { cn } from '@/lib/utils';
import { folderHref } from './mailbox-links';
import type { MailboxView } from './mailbox-types';

/** "21–40 of 57" with the previous and next pages, when a folder has more than one. */
export function MailPagination({ view }: { view: MailboxView }) {
  const t = useTranslations('MailApp');
  const from = (view.page - 1) * view.pageSize + 1;
  const to = from + view.items.length - 1;
  const last = Math.max(1, Math.ceil(view.total / view.pageSize));
  if (!view.items.length) return null;
  const pageLink = (page: number) => folderHref(view.segment, { q: view.q, page });
  const arrow = cn(buttonVariants({ variant: 'ghost', size: 'icon' }));
  return (
    <nav
      aria-label={t('pagination')}
      className="flex items-center justify-end gap-1 border-t border-border px-3 py-1.5 text-xs text-muted-foreground"
    >
      <span className="me-auto tabular-nums">{t('range', { from, to, total: view.total })}</span>
      {view.page > 1 ? (
        <Link
          href={pageLink(view.page - 1)}
          aria-label={t('previousPage')}
          title={t('previousPage')}
          className={arrow}
        >
          <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        </Link>
      ) : null}
      {view.page < last ? (
        <Link
          href={pageLink(view.page + 1)}
          aria-label={t('nextPage')}
          title={t('nextPage')}
          className={arrow}
        >
          <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
        </Link>
      ) : null}
    </nav>
  );
}
