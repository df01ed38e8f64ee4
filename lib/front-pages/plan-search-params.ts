import { isBillingCycle, isPlanId, RECOMMENDED_PLAN, type BillingCycle, type PlanId } from './plans';

/** `?plan=&billing=&sent=` of the checkout and payment pages: unknown values fall back, never fail. */
export type PlanSearchParams = Promise<{
  plan?: string | string[];
  billing?: string | string[];
  sent?: string | string[];
}>;

export interface PlanChoice {
  plan: PlanId;
  billing: BillingCycle;
  /** The payment page after the checkout sent its request. */
  sent: boolean;
}

export async function planChoiceOf(searchParams: PlanSearchParams): Promise<PlanChoice> {
  const { plan, billing, sent } = await searchParams;
  return {
    plan: isPlanId(plan) ? plan : RECOMMENDED_PLAN,
    billing: isBillingCycle(billing) ? billing : 'monthly',
    sent: sent === '1',
  };
}
