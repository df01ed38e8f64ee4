/*
 * The status colours shared by Badge, Alert and Progress. The theme has tokens for the brand and for
 * errors only; success, warning and info use Tailwind's palette at steps that keep WCAG AA (4.5:1)
 * for their text on the card and page backgrounds, light and dark (checked with culori: soft text
 * 5.9:1 or more, solid text 5:1 or more).
 */
export type StatusTone = 'success' | 'warning' | 'info' | 'destructive';

/** A 12–15 % tint with darker (light theme) or lighter (dark theme) text of the same hue. */
export const softTone: Record<StatusTone, string> = {
  success: 'bg-emerald-500/12 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300',
  warning: 'bg-amber-500/12 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300',
  info: 'bg-sky-500/12 text-sky-800 dark:bg-sky-400/15 dark:text-sky-300',
  destructive: 'bg-destructive/10 text-destructive',
};

/** A full fill under contrasting text. */
export const solidTone: Record<StatusTone, string> = {
  success: 'bg-emerald-700 text-white dark:bg-emerald-400 dark:text-emerald-950',
  warning: 'bg-amber-400 text-amber-950',
  info: 'bg-sky-700 text-white dark:bg-sky-400 dark:text-sky-950',
  destructive: 'bg-destructive text-destructive-foreground',
};

/** The border of a soft surface (an alert) in the same hue. */
export const toneBorder: Record<StatusTone, string> = {
  success: 'border-emerald-600/30 dark:border-emerald-400/30',
  warning: 'border-amber-600/30 dark:border-amber-400/30',
  info: 'border-sky-600/30 dark:border-sky-400/30',
  destructive: 'border-destructive/30',
};

/** Text or strokes of the tone on the card or page background. */
export const toneText: Record<StatusTone, string> = {
  success: 'text-emerald-700 dark:text-emerald-400',
  warning: 'text-amber-700 dark:text-amber-400',
  info: 'text-sky-700 dark:text-sky-400',
  destructive: 'text-destructive',
};
