import { FREE_TRIAL_MONTHS } from '@/lib/constants';

const DAY_MS = 86_400_000;

export interface TrialStatus {
  start: Date;
  end: Date;
  /** Whole days until the end, rounded up; 0 once it has ended. */
  daysLeft: number;
}

/**
 * The free trial (docs/product.md §9 FREE_TRIAL_MONTHS) starts when the membership of the site
 * that owns the data was created and lasts that many calendar months (UTC). Billing and the
 * dashboards both read it from here.
 */
export function trialStatus(createdAt: Date, now: Date = new Date()): TrialStatus {
  const end = new Date(createdAt);
  const day = end.getUTCDate();
  end.setUTCMonth(end.getUTCMonth() + FREE_TRIAL_MONTHS);
  // 30 November + 3 months is 30 February, which Date rolls into March: stop at the month's end.
  if (end.getUTCDate() !== day) end.setUTCDate(0);
  const daysLeft = Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
  return { start: new Date(createdAt), end, daysLeft };
}
