import type { SiteConfig } from '@/sites';

/*
 * The plans a member can pick once the free trial (FREE_TRIAL_MONTHS, lib/constants.ts) is over,
 * shown on the public pricing page, the signed-in `/pages/pricing` and the checkout. Operators set
 * their own prices here; the plans' names and what they include are the `Pricing.plans.<id>`
 * messages. There is no payment provider: choosing a plan sends a request to the site's team
 * (lib/front-pages/plan-request-action.ts), who arrange the payment with the member.
 */

export const PLAN_IDS = ['basic', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** A yearly plan costs this many months: the other two of the year are free. */
export const YEARLY_BILLED_MONTHS = 10;

/** Lines of `Pricing.plans.<id>.feature<n>` each plan lists. */
export const PLAN_FEATURE_COUNT = 4;

/** The plan the pricing page and the checkout put forward. */
export const RECOMMENDED_PLAN: PlanId = 'pro';

/** Monthly price of each plan in the currencies the sites use (sites/<id>.ts `currency`). */
const MONTHLY_PRICES: Record<PlanId, Record<string, number>> = {
  basic: { EUR: 9, USD: 10, PLN: 39 },
  pro: { EUR: 29, USD: 32, PLN: 119 },
};
const FALLBACK_CURRENCY = 'EUR';

export const isPlanId = (value: unknown): value is PlanId =>
  typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);

export const isBillingCycle = (value: unknown): value is BillingCycle =>
  typeof value === 'string' && (BILLING_CYCLES as readonly string[]).includes(value);

export interface PlanPrice {
  currency: string;
  /** What one month costs on the monthly cycle. */
  monthly: number;
  /** What a year costs on the yearly cycle. */
  yearly: number;
}

/** A plan's price in the site's currency (EUR where the table has none for it). */
export function planPrice(site: Pick<SiteConfig, 'currency'>, plan: PlanId): PlanPrice {
  const prices = MONTHLY_PRICES[plan];
  const currency = site.currency in prices ? site.currency : FALLBACK_CURRENCY;
  const monthly = prices[currency]!;
  return { currency, monthly, yearly: monthly * YEARLY_BILLED_MONTHS };
}

/** What one billing period of a plan costs on a cycle. */
export function periodPrice(price: PlanPrice, billing: BillingCycle): number {
  return billing === 'monthly' ? price.monthly : price.yearly;
}
