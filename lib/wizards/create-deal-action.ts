'use server';

import { getDb } from '@/lib/db/client';
import { listingScope } from '@/lib/listings/scope';
import { createDealSchema, type CreateDealValues } from './create-deal-schema';
import { fieldErrorsOf } from './field-errors';
import { arePublishedOffers } from './wizard-offers';
import { wizardMember } from './wizard-member';

export type CreateDealResult =
  | { ok: true; deal: { title: string; code: string; offerCount: number } }
  | { ok: false; error: 'invalid' | 'unauthenticated' | 'unavailable'; fieldErrors?: Record<string, string> };

/**
 * Checks the create-deal wizard's deal on the server (the same schema as the form, the member from
 * the session, the offers the site's published ones) and confirms it. Deals have no table: nothing
 * is stored.
 */
export async function confirmDealAction(input: CreateDealValues): Promise<CreateDealResult> {
  const member = await wizardMember();
  if (!member) return { ok: false, error: 'unauthenticated' };
  const parsed = createDealSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid', fieldErrors: fieldErrorsOf(parsed.error) };
  const { details } = parsed.data;
  if (!(await arePublishedOffers(getDb(), listingScope(member.site), details.offerIds)))
    return { ok: false, error: 'unavailable' };
  return {
    ok: true,
    deal: {
      title: details.title,
      code: details.code.toUpperCase(),
      offerCount: new Set(details.offerIds).size,
    },
  };
}
