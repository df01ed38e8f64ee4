import * as z from '@/lib/zod-mini';
import { MEDIA_LIMITS } from '@/lib/media/media-error';
import { PRICING_MODELS } from './constants';

/*
 * One schema for the listing form (react-hook-form resolver) and the server action. Messages are
 * keys of the `ListingForm` messages, translated where they are shown.
 */

/**
 * Free text as PostgreSQL can store it: C0 control characters other than tab and line breaks are
 * dropped (NUL cannot be stored at all; U+0001/U+0002 mark search highlights) and a lone UTF-16
 * surrogate, which UTF-8 cannot encode, becomes U+FFFD. What is stored is then exactly what parsed.
 */
export function storableText(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
    .replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (match) =>
      match.length === 2 ? match : '\uFFFD',
    );
}

/** Free text as stored: storableText, then trimmed; the field adds its length checks. */
const text = () => z.string().check(z.overwrite(storableText), z.trim());

export const listingImageSchema = z.object({
  mediaId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,40}$/, 'imageInvalid')),
  alt: text().check(z.maxLength(200, 'altTooLong')),
});

export const listingFormSchema = z.object({
  productName: text().check(z.minLength(2, 'nameTooShort'), z.maxLength(120, 'productNameTooLong')),
  description: text().check(z.minLength(10, 'descriptionTooShort'), z.maxLength(5000, 'descriptionTooLong')),
  price: z
    .string()
    .check(z.trim(), z.minLength(1, 'priceRequired'), z.regex(/^\d{1,9}([.,]\d{1,2})?$/, 'priceInvalid')),
  duration: text().check(z.maxLength(80, 'durationTooLong')),
  location: text().check(z.maxLength(120, 'locationTooLong')),
  pricing: z.enum(PRICING_MODELS, { message: 'pricingInvalid' }),
  images: z.array(listingImageSchema).check(z.maxLength(MEDIA_LIMITS.maxPerListing, 'tooManyImages')),
  publish: z.boolean(),
});

export type ListingFormValues = z.infer<typeof listingFormSchema>;

export const EMPTY_LISTING: ListingFormValues = {
  productName: '',
  description: '',
  price: '',
  duration: '',
  location: '',
  pricing: 'fixed',
  images: [],
  publish: true,
};

/** `12,50` and `12.5` are the same price; stored as an exact decimal string. */
export function normalizePrice(price: string): string {
  return Number(price.replace(',', '.')).toFixed(2);
}

export const listingIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,40}$/));
