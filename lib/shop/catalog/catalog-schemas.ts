import * as z from '@/lib/zod-mini';
import { listingIdSchema, storableText } from '@/lib/listings/listing-schema';
import { REVIEW_LIMITS } from './review-types';

/*
 * The shop catalog's inputs, one schema each for the form and the server action. Messages are keys
 * of the `ShopCatalog` messages, translated where they are shown.
 */

const text = () => z.string().check(z.overwrite(storableText), z.trim());

export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A URL-safe slug from a name: accents dropped, anything else between words becomes one hyphen. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

export const categoryFormSchema = z.object({
  name: text().check(z.minLength(2, 'nameTooShort'), z.maxLength(60, 'nameTooLong')),
  /** Empty: made from the name (a name in a script without Latin letters needs one typed). */
  slug: z.string().check(z.trim(), z.maxLength(60, 'slugInvalid')),
  description: text().check(z.maxLength(500, 'descriptionTooLong')),
});

export type CategoryFormValues = z.infer<typeof categoryFormSchema>;

export const EMPTY_CATEGORY: CategoryFormValues = { name: '', slug: '', description: '' };

/** The slug stored for these values, or null when neither the slug nor the name gives a valid one. */
export function categorySlugOf(values: CategoryFormValues): string | null {
  const slug = values.slug ? values.slug.toLowerCase() : slugify(values.name);
  return CATEGORY_SLUG_PATTERN.test(slug) ? slug : null;
}

export const reviewSubmissionSchema = z.object({
  listingId: listingIdSchema,
  /** Required from visitors who are not signed in; members may leave it empty for their account name. */
  name: text().check(z.maxLength(REVIEW_LIMITS.nameMax, 'nameTooLong')),
  rating: z.string().check(z.regex(/^[1-5]$/, 'ratingRequired')),
  title: text().check(z.maxLength(REVIEW_LIMITS.titleMax, 'titleTooLong')),
  body: text().check(
    z.minLength(REVIEW_LIMITS.bodyMin, 'bodyTooShort'),
    z.maxLength(REVIEW_LIMITS.bodyMax, 'bodyTooLong'),
  ),
  /** Honeypot: hidden from people, so only bots fill it in. */
  website: z.string().check(z.maxLength(500)),
});
