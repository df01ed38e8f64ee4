/** The fixed colour categories of calendar events (the `category` column); the first is the default. */
export const CALENDAR_CATEGORIES = ['business', 'personal', 'family', 'holiday', 'etc'] as const;
export type CalendarCategory = (typeof CALENDAR_CATEGORIES)[number];

export function isCalendarCategory(value: string): value is CalendarCategory {
  return (CALENDAR_CATEGORIES as readonly string[]).includes(value);
}

/** Each category's hue; the colour takes the primary's lightness, so text on it reads in both themes. */
const CATEGORY_HUE: Record<CalendarCategory, number> = {
  business: 255,
  personal: 25,
  family: 150,
  holiday: 305,
  etc: 65,
};

/** A category's colour as CSS: the primary colour turned to the category's hue. */
export function categoryColor(category: CalendarCategory): string {
  return `oklch(from var(--primary) l 0.14 ${CATEGORY_HUE[category]})`;
}
