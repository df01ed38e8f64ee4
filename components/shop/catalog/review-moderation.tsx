'use client';

import { AlertDialog } from 'radix-ui';
import { Check, ExternalLink, MessageSquareText, Trash2, X } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { APP_TIME_ZONE, LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';
import { deleteReviewAction, moderateReviewAction } from '@/lib/shop/catalog/actions';
import { cn } from '@/lib/utils';
import { RatingStars } from './rating-stars';
import { ShopNoticeBar } from './shop-notice';
import { useShopAction } from './use-shop-action';

export const REVIEW_TABS = ['pending', 'approved', 'rejected', 'all'] as const;
type ReviewTab = (typeof REVIEW_TABS)[number];

export interface ModeratedReview {
  id: string;
  productName: string;
  offerHref: string;
  authorName: string;
  rating: number;
  title: string;
  body: string;
  status: Exclude<ReviewTab, 'all'>;
  /** ISO 8601. */
  createdAt: string;
}

const STATUS_STYLE = {
  pending: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  approved: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  rejected: 'bg-destructive/15 text-destructive',
} as const;

/** Reviews by status (pending first): approve, reject or delete; the offer page follows at once. */
export function ReviewModeration({ reviews, locale }: { reviews: ModeratedReview[]; locale: Locale }) {
  const t = useTranslations('ShopCatalog');
  const [tab, setTab] = useState<ReviewTab>('pending');
  const [deleting, setDeleting] = useState<ModeratedReview | null>(null);
  const { notice, run, dismiss, pending } = useShopAction((error) => t(`error_${error}` as 'error_failed'));
  const date = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], {
    dateStyle: 'medium',
    timeZone: APP_TIME_ZONE,
  });
  const counts = Object.fromEntries(
    REVIEW_TABS.map((value) => [
      value,
      value === 'all' ? reviews.length : reviews.filter((review) => review.status === value).length,
    ]),
  ) as Record<ReviewTab, number>;
  const shown = tab === 'all' ? reviews : reviews.filter((review) => review.status === tab);

  return (
    <div className="space-y-4">
      <SegmentedFilter
        label={t('reviewFilter')}
        labelHidden
        value={tab}
        options={REVIEW_TABS.map((value) => ({
          value,
          label: (
            <>
              {t(`tab_${value}`)} <span className="tabular-nums">({counts[value]})</span>
            </>
          ),
        }))}
        onChange={setTab}
      />
      <ShopNoticeBar notice={notice} onDismiss={dismiss} />
      {shown.length === 0 ? (
        <EmptyState
          icon={MessageSquareText}
          title={t(tab === 'pending' ? 'reviewsEmptyPendingTitle' : 'reviewsEmptyTitle')}
          text={t('reviewsEmptyText')}
        />
      ) : (
        <ul className="space-y-3" aria-busy={pending || undefined}>
          {shown.map((review) => (
            <li key={review.id} className="surface p-5">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <RatingStars rating={review.rating} label={t('ratingOutOf', { rating: review.rating })} />
                <span
                  className={cn(
                    'rounded-full px-2.5 py-0.5 text-xs font-medium',
                    STATUS_STYLE[review.status],
                  )}
                >
                  {t(`tab_${review.status}`)}
                </span>
                <Link
                  href={review.offerHref}
                  className="inline-flex items-center gap-1 text-sm font-medium hover:text-primary hover:underline"
                >
                  {review.productName}
                  <ExternalLink aria-hidden className="size-3.5 rtl:-scale-x-100" />
                </Link>
              </div>
              {review.title ? (
                <h2 dir="auto" className="mt-2 font-semibold break-words">
                  {review.title}
                </h2>
              ) : null}
              <p dir="auto" className="mt-1 break-words whitespace-pre-line">
                {review.body}
              </p>
              <p className="mt-2 text-sm text-muted-foreground">
                <span dir="auto">{review.authorName}</span> ·{' '}
                <time dateTime={review.createdAt} suppressHydrationWarning>
                  {date.format(new Date(review.createdAt))}
                </time>
              </p>
              <div className="mt-4 flex flex-wrap gap-2">
                {review.status !== 'approved' ? (
                  <Button
                    size="sm"
                    disabled={pending}
                    onClick={() =>
                      run(
                        () => moderateReviewAction(review.id, 'approved'),
                        t('reviewApproved', { name: review.authorName }),
                      )
                    }
                  >
                    <Check aria-hidden className="size-4" />
                    {t('approve')}
                  </Button>
                ) : null}
                {review.status !== 'rejected' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={pending}
                    onClick={() =>
                      run(
                        () => moderateReviewAction(review.id, 'rejected'),
                        t('reviewRejected', { name: review.authorName }),
                      )
                    }
                  >
                    <X aria-hidden className="size-4" />
                    {t('reject')}
                  </Button>
                ) : null}
                <Button size="sm" variant="ghost" disabled={pending} onClick={() => setDeleting(review)}>
                  <Trash2 aria-hidden className="size-4 text-destructive" />
                  {t('delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AlertDialog.Root open={deleting !== null} onOpenChange={(open) => (open ? null : setDeleting(null))}>
        {deleting ? (
          <ConfirmDialogContent
            title={t('deleteReview')}
            description={t('deleteReviewText', { name: deleting.authorName })}
            cancelLabel={t('cancel')}
            confirmLabel={t('delete')}
            onConfirm={() => {
              const target = deleting;
              run(() => deleteReviewAction(target.id), t('reviewDeleted'));
            }}
          />
        ) : null}
      </AlertDialog.Root>
    </div>
  );
}
