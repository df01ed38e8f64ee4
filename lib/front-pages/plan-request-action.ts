'use server';

import { sendContactMessage } from '@/lib/contact/contact-action';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import { planRequestMessage } from './plan-request-message';
import { fieldErrorsOf, planRequestSchema } from './plan-request-schema';
import type { PlanRequestState, PlanRequestValues } from './plan-request-types';
import { isBillingCycle, isPlanId, RECOMMENDED_PLAN } from './plans';

/**
 * The checkout form's action (useActionState; it also works before JavaScript loads). There is no
 * payment provider: a valid request becomes a contact message to the site's admins (lib/contact,
 * with its rate limits), who arrange the payment; the form then leads to the payment page.
 */
export async function submitPlanRequest(
  previous: PlanRequestState,
  formData: FormData,
): Promise<PlanRequestState> {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value : '';
  };
  const input = {
    plan: text('plan'),
    billing: text('billing'),
    name: text('name'),
    email: text('email'),
    company: text('company'),
    note: text('note'),
    website: text('website'),
  };
  const values: PlanRequestValues = {
    ...input,
    plan: isPlanId(input.plan) ? input.plan : RECOMMENDED_PLAN,
    billing: isBillingCycle(input.billing) ? input.billing : 'monthly',
  };
  const attempt = previous.attempt + 1;

  const parsed = planRequestSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues);
    return { status: 'error', error: 'invalid', fieldErrors, values, attempt };
  }

  const site = await siteOfRequestHeaders();
  const request = parsed.data;
  const result = await sendContactMessage({
    name: request.name,
    email: request.email,
    message: await planRequestMessage(site, request),
    website: request.website,
  });
  if (!result.ok) return { status: 'error', error: result.error, values, attempt };
  // No redirect() here: Next renders an action's redirect target by fetching it from its own
  // origin, where the middleware would resolve another site. The form opens the payment page.
  return { status: 'sent', values: { ...values, name: '', email: '', company: '', note: '' }, attempt };
}
