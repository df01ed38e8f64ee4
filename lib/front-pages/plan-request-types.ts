import type { ContactError } from '@/lib/contact/contact-types';
import { RECOMMENDED_PLAN, type BillingCycle, type PlanId } from './plans';

/** Plan-request types shared by the checkout form and the server (no zod here: the page loads it on submit). */

export const PLAN_REQUEST_LIMITS = { companyMax: 120, noteMax: 1000 } as const;

export type PlanRequestField = 'plan' | 'billing' | 'name' | 'email' | 'company' | 'note';

/** Error keys of the fields the contact form does not have (`FrontPages.checkout.error_<key>`). */
export const PLAN_REQUEST_FIELD_ERRORS = [
  'planInvalid',
  'billingInvalid',
  'companyTooLong',
  'noteTooLong',
] as const;

export interface PlanRequestValues {
  plan: PlanId;
  billing: BillingCycle;
  name: string;
  email: string;
  company: string;
  note: string;
}

/** What the checkout form shows after an answer: what the visitor typed comes back on any error. */
export interface PlanRequestState {
  status: 'idle' | 'error' | 'sent';
  /** The form-level error: the contact pipeline's (`tooMany`, `failed`…). */
  error?: ContactError;
  /** Per field, the key of its error message (Contact's or FrontPages.checkout's). */
  fieldErrors?: Partial<Record<PlanRequestField, string>>;
  values: PlanRequestValues;
  /** Changes on every answer, so the fields re-mount with the returned values. */
  attempt: number;
}

export function initialPlanRequestState(
  plan: PlanId = RECOMMENDED_PLAN,
  billing: BillingCycle = 'monthly',
): PlanRequestState {
  return {
    status: 'idle',
    values: { plan, billing, name: '', email: '', company: '', note: '' },
    attempt: 0,
  };
}
