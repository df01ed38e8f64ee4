import { z } from '@/lib/zod';
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

export const listingImageSchema = z.object({
  mediaId: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/, 'imageInvalid'),
  alt: z.string().overwrite(storableText).trim().max(200, 'altTooLong'),
});

export const listingFormSchema = z.object({
  productName: z
    .string()
    .overwrite(storableText)
    .trim()
    .min(2, 'nameTooShort')
    .max(120, 'productNameTooLong'),
  description: z
    .string()
    .overwrite(storableText)
    .trim()
    .min(10, 'descriptionTooShort')
    .max(5000, 'descriptionTooLong'),
  price: z
    .string()
    .trim()
    .min(1, 'priceRequired')
    .regex(/^\d{1,9}([.,]\d{1,2})?$/, 'priceInvalid'),
  duration: z.string().overwrite(storableText).trim().max(80, 'durationTooLong'),
  location: z.string().overwrite(storableText).trim().max(120, 'locationTooLong'),
  pricing: z.enum(PRICING_MODELS, { message: 'pricingInvalid' }),
  images: z.array(listingImageSchema).max(MEDIA_LIMITS.maxPerListing, 'tooManyImages'),
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

export const listingIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,40}$/);
