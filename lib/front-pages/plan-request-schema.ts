import * as z from '@/lib/zod-mini';
import { contactSchema } from '@/lib/contact/contact-schema';
import { storableText } from '@/lib/listings/listing-schema';
import { PLAN_REQUEST_LIMITS as L, type PlanRequestField } from './plan-request-types';
import { BILLING_CYCLES, PLAN_IDS } from './plans';

/*
 * One schema for the checkout form (it validates with it before sending) and the server action.
 * Name and e-mail are the contact form's fields, since the request travels as a contact message
 * (lib/contact); messages are keys of `Contact` (name, e-mail) or `FrontPages.checkout.error_*`.
 */
const optionalText = (max: number, tooLong: string) =>
  z.string().check(z.overwrite(storableText), z.trim(), z.maxLength(max, tooLong));

export const planRequestSchema = z.object({
  plan: z.enum(PLAN_IDS, { message: 'planInvalid' }),
  billing: z.enum(BILLING_CYCLES, { message: 'billingInvalid' }),
  name: contactSchema.shape.name,
  email: contactSchema.shape.email,
  company: optionalText(L.companyMax, 'companyTooLong'),
  note: optionalText(L.noteMax, 'noteTooLong'),
  /** Honeypot, as on the contact form: a filled one is dropped by the contact pipeline. */
  website: z.string().check(z.maxLength(500)),
});

export type PlanRequest = z.infer<typeof planRequestSchema>;

/** The first problem of each field, as message keys: what the form shows under it. */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<PlanRequestField, string>> {
  const errors: Partial<Record<PlanRequestField, string>> = {};
  for (const issue of issues) errors[String(issue.path[0]) as PlanRequestField] ??= issue.message;
  return errors;
}
