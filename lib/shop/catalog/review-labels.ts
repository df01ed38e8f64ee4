import 'server-only';
import { getTranslations } from 'next-intl/server';
import { REVIEW_ERRORS, REVIEW_FIELD_ERRORS, type ReviewError, type ReviewFieldError } from './review-types';

export interface ReviewFormLabels {
  title: string;
  intro: string;
  name: string;
  nameHint: string;
  rating: string;
  star: Record<'1' | '2' | '3' | '4' | '5', string>;
  reviewTitle: string;
  body: string;
  website: string;
  submit: string;
  sending: string;
  thanks: string;
  fieldErrors: Record<ReviewFieldError, string>;
  errors: Record<ReviewError, string>;
}

/** The review form's texts, translated on the server: public pages have no client message provider. */
export async function reviewFormLabels(): Promise<ReviewFormLabels> {
  const t = await getTranslations('ShopCatalog');
  const labels: ReviewFormLabels = {
    title: t('reviewFormTitle'),
    intro: t('reviewFormIntro'),
    name: t('reviewName'),
    nameHint: t('reviewNameHint'),
    rating: t('reviewRating'),
    star: {
      '1': t('stars', { count: 1 }),
      '2': t('stars', { count: 2 }),
      '3': t('stars', { count: 3 }),
      '4': t('stars', { count: 4 }),
      '5': t('stars', { count: 5 }),
    },
    reviewTitle: t('reviewTitle'),
    body: t('reviewBody'),
    website: t('reviewWebsite'),
    submit: t('reviewSubmit'),
    sending: t('reviewSending'),
    thanks: t('reviewThanks'),
    fieldErrors: Object.fromEntries(
      REVIEW_FIELD_ERRORS.map((key) => [key, t(`reviewError_${key}`)]),
    ) as Record<ReviewFieldError, string>,
    errors: Object.fromEntries(REVIEW_ERRORS.map((key) => [key, t(`reviewFailure_${key}`)])) as Record<
      ReviewError,
      string
    >,
  };
  return labels;
}
