/*
 * Shapes the dashboards' per-day figures (lib/dashboard) take in the chart galleries: whole
 * weeks for the stacked bars and the heatmap, points for the scatter chart.
 */

export interface DayValue {
  /** A UTC day, `2026-03-01`. */
  day: string;
  value: number;
}

/** True when a chart of these values would draw nothing but axes. */
export const isBlank = (values: readonly number[]) => values.every((value) => value === 0);

export const sumOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/**
 * The last `weeks` runs of seven days, oldest first, the last one ending with the last day: every
 * week starts on the same weekday, so the columns of a heatmap line up.
 */
export function lastWeeks<T>(days: readonly T[], weeks: number): T[][] {
  const whole = Math.min(weeks, Math.floor(days.length / 7));
  const tail = days.slice(days.length - whole * 7);
  return Array.from({ length: whole }, (_, week) => tail.slice(week * 7, week * 7 + 7));
}

/** Per-week totals of several per-day figures of the same period (weeks as `lastWeeks` cuts them). */
export function weeklyTotals(figures: readonly (readonly DayValue[])[], weeks: number) {
  const [first = []] = figures;
  return lastWeeks(first, weeks).map((week, index) => ({
    start: week[0]!.day,
    totals: figures.map((figure) => sumOf(lastWeeks(figure, weeks)[index]!.map((day) => day.value))),
  }));
}

/** Offers as scatter points: views across, messages up. */
export function performancePoints(offers: readonly { name: string; views: number; messages: number }[]) {
  return offers.map((offer) => ({ name: offer.name, x: offer.views, y: offer.messages }));
}
