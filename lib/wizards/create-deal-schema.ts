import { listingIdSchema, storableText } from '@/lib/listings/listing-schema';
import * as z from '@/lib/zod-mini';

/*
 * The create-deal wizard (docs/templates.md): deal type → details → usage → review. One schema per
 * step, the whole is the steps side by side; the form and the server action parse the same.
 * Messages are keys of `Wizards.errors`.
 */

export const DEAL_KINDS = ['percentage', 'fixedAmount', 'freeShipping'] as const;
export const DEAL_AUDIENCES = ['everyone', 'newMembers', 'returningMembers'] as const;
export const MAX_DEAL_OFFERS = 20;
export const MAX_DEAL_DAYS = 366;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^\d{1,7}([.,]\d{1,2})?$/;
const DAY_MS = 86_400_000;
const text = () => z.string().check(z.overwrite(storableText), z.trim());
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

export const dealStepSchemas = {
  type: z
    .object({
      kind: z.enum(DEAL_KINDS, { message: 'dealKindRequired' }),
      /** The discount: a percentage or an amount in the site's currency; unused for free shipping. */
      amount: z.string().check(z.trim()),
    })
    .check(
      z.refine((deal) => deal.kind === 'freeShipping' || AMOUNT.test(deal.amount), {
        path: ['amount'],
        message: 'amountInvalid',
      }),
      z.refine((deal) => deal.kind !== 'percentage' || Number(deal.amount.replace(',', '.')) <= 100, {
        path: ['amount'],
        message: 'percentTooHigh',
      }),
    ),
  details: z
    .object({
      title: text().check(z.minLength(3, 'dealTitleRequired'), z.maxLength(80, 'tooLong')),
      code: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{4,16}$/, 'dealCodeInvalid')),
      description: text().check(z.maxLength(500, 'tooLong')),
      offerIds: z
        .array(listingIdSchema)
        .check(z.minLength(1, 'offersRequired'), z.maxLength(MAX_DEAL_OFFERS, 'tooManyOffers')),
      startsOn: z.string().check(z.regex(DATE, 'dateInvalid')),
      endsOn: z.string().check(z.regex(DATE, 'dateInvalid')),
    })
    .check(
      z.refine(
        (deal) => !DATE.test(deal.startsOn) || !DATE.test(deal.endsOn) || deal.endsOn >= deal.startsOn,
        {
          path: ['endsOn'],
          message: 'endBeforeStart',
        },
      ),
      z.refine(
        (deal) =>
          !DATE.test(deal.startsOn) ||
          !DATE.test(deal.endsOn) ||
          dayNumber(deal.endsOn) - dayNumber(deal.startsOn) < MAX_DEAL_DAYS,
        { path: ['endsOn'], message: 'dealTooLong' },
      ),
    ),
  usage: z.object({
    audience: z.enum(DEAL_AUDIENCES, { message: 'audienceRequired' }),
    maxUses: z.string().check(
      z.trim(),
      z.regex(/^\d{1,6}$/, 'maxUsesInvalid'),
      z.refine((value) => Number(value) >= 1, 'maxUsesInvalid'),
    ),
    /** The smallest order the deal applies to; empty for any. */
    minimumOrder: z.string().check(z.trim(), z.regex(/^$|^\d{1,7}([.,]\d{1,2})?$/, 'amountInvalid')),
    onePerMember: z.boolean(),
  }),
  review: z.object({
    confirmed: z.boolean().check(z.refine((value) => value, 'confirmRequired')),
  }),
};

export const DEAL_STEP_IDS = ['type', 'details', 'usage', 'review'] as const;

export const createDealSchema = z.object(dealStepSchemas);
export type CreateDealValues = z.infer<typeof createDealSchema>;

export const EMPTY_DEAL: CreateDealValues = {
  type: { kind: 'percentage', amount: '' },
  details: { title: '', code: '', description: '', offerIds: [], startsOn: '', endsOn: '' },
  usage: { audience: 'everyone', maxUses: '', minimumOrder: '', onePerMember: true },
  review: { confirmed: false },
};
