'use server';

import { saveListingAction, type ActionResult } from '@/lib/listings/actions';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import { fieldErrorsOf } from './field-errors';
import { listingsAreProperties } from './property-sites';
import {
  propertyListingSchema,
  toListingValues,
  wizardPathOfListingField,
  type PropertyListingValues,
} from './property-listing-schema';

export type PropertyListingResult =
  | Extract<ActionResult, { ok: true }>
  | {
      ok: false;
      error: Extract<ActionResult, { ok: false }>['error'] | 'notPropertySite';
      /** Wizard field paths → message keys. */
      fieldErrors?: Record<string, string>;
    };

/**
 * Publishes (or saves as a draft) the wizard's listing through the listing form's own action, so
 * the listing rules, the authorization and the cache refresh are Add new's (lib/listings/actions.ts).
 * The wizard's whole schema is parsed first, with its two extra rules.
 */
export async function savePropertyListingAction(
  input: PropertyListingValues,
): Promise<PropertyListingResult> {
  const parsed = propertyListingSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, error: 'invalid', fieldErrors: fieldErrorsOf(parsed.error) };
  }
  if (!listingsAreProperties(await siteOfRequestHeaders())) return { ok: false, error: 'notPropertySite' };
  const result = await saveListingAction(null, toListingValues(parsed.data));
  if (result.ok || !result.fieldErrors) return result;
  const fieldErrors: Record<string, string> = {};
  for (const [path, key] of Object.entries(result.fieldErrors))
    fieldErrors[wizardPathOfListingField(path) ?? path] = key;
  return { ...result, fieldErrors };
}
