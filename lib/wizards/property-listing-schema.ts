import { listingFormSchema, type ListingFormValues } from '@/lib/listings/listing-schema';
import * as z from '@/lib/zod-mini';

/*
 * The property-listing wizard's steps. Every field is the listing form's own schema
 * (lib/listings/listing-schema.ts), regrouped by step: the wizard adds no rule of its own but two
 * that a property needs, at least one photo and a location. Messages are `Validation` keys (the
 * listing's) or `Wizards.errors` keys (the two added here).
 */

const listing = listingFormSchema.shape;

export const PROPERTY_STEP_IDS = ['details', 'photos', 'terms', 'location', 'review'] as const;
export type PropertyStepId = (typeof PROPERTY_STEP_IDS)[number];

export const propertyStepSchemas = {
  details: z.object({ productName: listing.productName, description: listing.description }),
  photos: z.object({ images: listing.images.check(z.minLength(1, 'photosRequired')) }),
  terms: z.object({ price: listing.price, pricing: listing.pricing, duration: listing.duration }),
  location: z.object({ location: listing.location.check(z.minLength(2, 'locationRequired')) }),
  review: z.object({ publish: listing.publish }),
} satisfies Record<PropertyStepId, unknown>;

/** The whole wizard: its steps side by side; the server action parses this again. */
export const propertyListingSchema = z.object(propertyStepSchemas);

export type PropertyListingValues = z.infer<typeof propertyListingSchema>;

export const EMPTY_PROPERTY_LISTING: PropertyListingValues = {
  details: { productName: '', description: '' },
  photos: { images: [] },
  terms: { price: '', pricing: 'fixed', duration: '' },
  location: { location: '' },
  review: { publish: true },
};

/** The listing form's values (what `saveListingAction` takes) from the wizard's. */
export function toListingValues(values: PropertyListingValues): ListingFormValues {
  return {
    ...values.details,
    images: values.photos.images,
    ...values.terms,
    ...values.location,
    publish: values.review.publish,
  };
}

/** The wizard path of a listing field path the server named (`price` → `terms.price`, `images.0.alt` → `photos.images.0.alt`). */
export function wizardPathOfListingField(path: string): string | null {
  const field = path.split('.')[0];
  const step = PROPERTY_STEP_IDS.find((id) => field !== undefined && field in propertyStepSchemas[id].shape);
  return step ? `${step}.${path}` : null;
}
