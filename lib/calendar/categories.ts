/** The fixed colour categories of calendar events (the `category` column); the first is the default. */
export const CALENDAR_CATEGORIES = ['business', 'personal', 'family', 'holiday', 'etc'] as const;
export type CalendarCategory = (typeof CALENDAR_CATEGORIES)[number];

export function isCalendarCategory(value: string): value is CalendarCategory {
  return (CALENDAR_CATEGORIES as readonly string[]).includes(value);
}
