import { FREE_TRIAL_MONTHS } from '@/lib/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

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
 * The free trial of a membership (docs/product.md §9 FREE_TRIAL_MONTHS): it starts when the
 * membership was created; a day begun counts as a day left, and none are left once it has ended.
 */
export function trialStatus(createdAt: Date, now: Date): { start: Date; end: Date; daysLeft: number } {
  const end = addMonths(createdAt, FREE_TRIAL_MONTHS);
  const daysLeft = Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
  return { start: new Date(createdAt), end, daysLeft };
}
