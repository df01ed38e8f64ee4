import { FREE_TRIAL_MONTHS } from '@/lib/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrialStatus {
  start: Date;
  end: Date;
  /** Whole days until the end, a day begun counting as left; 0 once it has ended. */
  daysLeft: number;
}

/** `months` calendar months after `date` (UTC), kept on the last day when that month is shorter (31 Jan → 30 Apr). */
function addMonths(date: Date, months: number): Date {
  const end = new Date(date);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * The free trial (docs/product.md §9 FREE_TRIAL_MONTHS) starts when the membership of the site
 * that owns the data was created and lasts that many calendar months. Billing and the dashboards
 * both read it from here.
 */
export function trialStatus(createdAt: Date, now: Date = new Date()): TrialStatus {
  const end = addMonths(createdAt, FREE_TRIAL_MONTHS);
  const daysLeft = Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
  return { start: new Date(createdAt), end, daysLeft };
}
