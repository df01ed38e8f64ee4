'use client';

import { LoaderCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ListingStatus } from '@/lib/listings/constants';
import { cn } from '@/lib/utils';
import type { MyItemRow } from './my-item';

/** Published / Draft, with a spinner while an action on the listing runs. */
export function ListingStatusBadge({
  status,
  pending,
}: {
  status: ListingStatus;
  pending?: MyItemRow['pending'];
}) {
  const t = useTranslations('MyItems');
  return (
    <span className="inline-flex items-center gap-2">
      <span
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
          status === 'published'
            ? 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300'
            : 'bg-muted text-muted-foreground',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'size-1.5 rounded-full',
            status === 'published' ? 'bg-emerald-500' : 'bg-muted-foreground',
          )}
        />
        {t(status === 'published' ? 'status_published' : 'status_draft')}
      </span>
      {pending ? (
        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          <LoaderCircle aria-hidden className="size-3.5 animate-spin" />
          {t(pending === 'deleting' ? 'deleting' : 'saving')}
        </span>
      ) : null}
    </span>
  );
}
