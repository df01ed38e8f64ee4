const DAY_MS = 86_400_000;

/** The UTC day of a moment, as PostgreSQL's `date` prints it (`2026-03-01`). */
export const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** The first moment of the period of the last `days` UTC days, today included. */
export function periodStart(days: number, now: Date): Date {
  return new Date(`${utcDay(new Date(now.getTime() - (days - 1) * DAY_MS))}T00:00:00.000Z`);
}

/** The last `days` UTC days, oldest first. */
export function lastDays(days: number, now: Date): string[] {
  return Array.from({ length: days }, (_, index) =>
    utcDay(new Date(now.getTime() - (days - 1 - index) * DAY_MS)),
  );
}

/** One value per day of the period, 0 for the days the query found nothing. */
export function fillDays(days: number, now: Date, rows: readonly { day: string; value: number }[]) {
  const found = new Map(rows.map((row) => [row.day, row.value]));
  return lastDays(days, now).map((day) => ({ day, value: found.get(day) ?? 0 }));
}

export const DASHBOARD_PERIOD_DAYS = 30;
