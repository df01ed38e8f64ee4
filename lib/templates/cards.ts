/*
 * docs/templates.md card pages: the small rules their cards apply to the dashboard figures
 * (lib/dashboard). Plain functions, so the unit tests call them directly.
 */

/** Change of the second half of a per-day series against its first half, in whole percent; null without a base. */
export function trendPercent(days: readonly { value: number }[]): number | null {
  const half = Math.floor(days.length / 2);
  const sum = (part: readonly { value: number }[]) => part.reduce((total, day) => total + day.value, 0);
  const before = sum(days.slice(0, half));
  const after = sum(days.slice(days.length - half));
  if (before === 0) return null;
  return Math.round(((after - before) / before) * 100);
}

const MILESTONES = [10, 25, 50, 100, 250, 500, 1000] as const;

/** The next round goal above a figure: 10, 25, 50, 100, 250, 500, 1 000, then ×10 steps of the same. */
export function nextMilestone(value: number): number {
  for (let scale = 1; ; scale *= 10) {
    const goal = MILESTONES.find((milestone) => milestone * scale > value);
    if (goal) return goal * scale;
  }
}

/** Part of a whole in percent, 0–100, rounded; 0 for an empty whole. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((part / whole) * 100)));
}

export const ACHIEVEMENTS = ['firstOffer', 'firstView', 'firstMessage', 'firstCall', 'quickReplies'] as const;
export type Achievement = (typeof ACHIEVEMENTS)[number];

/** A reply within an hour, as a median, earns "quick replies". */
export const QUICK_REPLY_MINUTES = 60;

export interface AchievementFigures {
  published: number;
  views: number;
  messages: number;
  calls: number;
  /** Median first-reply time in minutes; null when nothing was answered. */
  replyMinutes: number | null;
}

/** The milestones of a member's first steps, each earned or not yet, in the order they are usually reached. */
export function achievementsOf(figures: AchievementFigures): { id: Achievement; earned: boolean }[] {
  const earned: Record<Achievement, boolean> = {
    firstOffer: figures.published > 0,
    firstView: figures.views > 0,
    firstMessage: figures.messages > 0,
    firstCall: figures.calls > 0,
    quickReplies: figures.replyMinutes !== null && figures.replyMinutes <= QUICK_REPLY_MINUTES,
  };
  return ACHIEVEMENTS.map((id) => ({ id, earned: earned[id] }));
}
