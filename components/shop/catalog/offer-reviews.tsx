import { getTranslations } from 'next-intl/server';
import { APP_TIME_ZONE, LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';
import { reviewFormLabels } from '@/lib/shop/catalog/review-labels';
import type { ReviewSummary } from '@/lib/shop/catalog/reviews';
import { RatingStars } from './rating-stars';
import { ReviewForm } from './review-form';

/**
 * The offer page's reviews: the approved ones with their average, and the form for a new one (a
 * small client island; what it sends waits for moderation, so the cached page is the same for all).
 */
export async function OfferReviews({
  listingId,
  locale,
  summary,
}: {
  listingId: string;
  locale: Locale;
  summary: ReviewSummary;
}) {
  const t = await getTranslations('ShopCatalog');
  const tag = LANGUAGE_TAG[locale];
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: APP_TIME_ZONE });
  const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-12 scroll-mt-24">
      <h2 id="reviews-title" className="text-xl font-semibold">
        {t('reviewsTitle')}
      </h2>
      {summary.count && summary.average !== null ? (
        <p className="mt-2 flex flex-wrap items-center gap-2" data-testid="review-average">
          <RatingStars
            rating={summary.average}
            label={t('ratingOutOf', { rating: number.format(summary.average) })}
          />
          <span className="font-semibold">{number.format(summary.average)}</span>
          <span className="text-muted-foreground">{t('reviewCount', { count: summary.count })}</span>
        </p>
      ) : (
        <p className="mt-2 text-muted-foreground">{t('noReviewsYet')}</p>
      )}
      {summary.reviews.length ? (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {summary.reviews.map((review) => (
            <li key={review.id} className="surface border border-transparent p-5">
              <RatingStars rating={review.rating} label={t('ratingOutOf', { rating: review.rating })} />
              {review.title ? (
                <h3 dir="auto" className="mt-2 font-semibold break-words">
                  {review.title}
                </h3>
              ) : null}
              <p dir="auto" className="mt-2 leading-relaxed break-words whitespace-pre-line">
                {review.body}
              </p>
              <p className="mt-3 text-sm text-muted-foreground">
                <span dir="auto">{review.authorName}</span> ·{' '}
                <time dateTime={review.createdAt}>{date.format(new Date(review.createdAt))}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="surface mt-6 max-w-2xl border border-transparent p-6">
        <ReviewForm listingId={listingId} labels={await reviewFormLabels()} />
      </div>
    </section>
  );
}
