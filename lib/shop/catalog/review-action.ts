'use server';

import { headers } from 'next/headers';
import { currentViewer } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { clientAddress } from '@/lib/http/client-address';
import { listingScope } from '@/lib/listings/scope';
import { recordAttempt } from '@/lib/rate-limit/fixed-window';
import { REVIEW_RULES } from '@/lib/rate-limit/rules';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import { reviewSubmissionSchema } from './catalog-schemas';
import type { ReviewField, ReviewFormState, ReviewResult } from './review-types';
import { createReview, ReviewTargetNotFound } from './reviews';

/**
 * A visitor's review of an offer (docs/apps.md, E-commerce): validated, throttled per address and
 * offer, stored as pending. The offer page stays the same for everyone: nothing here touches its cache
 * until a moderator approves the review.
 */
export async function submitReview(input: unknown): Promise<ReviewResult> {
  const parsed = reviewSubmissionSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    if (fieldErrors.listingId) return { ok: false, error: 'notFound' };
    return { ok: false, error: 'invalid', fieldErrors: fieldErrors as Partial<Record<ReviewField, string>> };
  }
  const requestHeaders = await headers();
  const site = await siteOfRequestHeaders(requestHeaders);
  const viewer = await currentViewer(site.id);
  const member = viewer.kind === 'member' ? viewer : null;
  const authorName = parsed.data.name || member?.name || '';
  if (!authorName) return { ok: false, error: 'invalid', fieldErrors: { name: 'nameRequired' } };
  // A filled honeypot gets the same answer as a person, and nothing is stored.
  if (parsed.data.website) return { ok: true };
  try {
    const db = getDb();
    const [byAddress, byOffer] = await Promise.all([
      recordAttempt(db, `review:ip:${clientAddress(requestHeaders)}`, REVIEW_RULES.perAddress),
      recordAttempt(db, `review:offer:${parsed.data.listingId}`, REVIEW_RULES.perOffer),
    ]);
    if (byAddress > REVIEW_RULES.perAddress.max || byOffer > REVIEW_RULES.perOffer.max)
      return { ok: false, error: 'tooMany' };
    await createReview(db, listingScope(site), {
      listingId: parsed.data.listingId,
      authorId: member?.userId ?? null,
      authorName,
      rating: Number(parsed.data.rating),
      title: parsed.data.title,
      body: parsed.data.body,
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof ReviewTargetNotFound) return { ok: false, error: 'notFound' };
    console.error('[reviews] storing a review failed:', error);
    return { ok: false, error: 'failed' };
  }
}

/** The review form's action (useActionState): works with and without JavaScript. */
export async function submitReviewForm(
  previous: ReviewFormState,
  formData: FormData,
): Promise<ReviewFormState> {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = { name: text('name'), rating: text('rating'), title: text('title'), body: text('body') };
  const result = await submitReview({ ...values, listingId: text('listingId'), website: text('website') });
  const attempt = previous.attempt + 1;
  if (result.ok) return { status: 'sent', values: { name: '', rating: '', title: '', body: '' }, attempt };
  return { status: 'error', error: result.error, fieldErrors: result.fieldErrors, values, attempt };
}
