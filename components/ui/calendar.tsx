'use client';

import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';
import { useLocale, useTimeZone } from 'next-intl';
import { Direction } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { DayPicker, type DayButtonProps, type DayPickerProps, type ChevronProps } from 'react-day-picker';
import { ar } from 'react-day-picker/locale/ar';
import { de } from 'react-day-picker/locale/de';
import { enUS } from 'react-day-picker/locale/en-US';
import { es } from 'react-day-picker/locale/es';
import { fr } from 'react-day-picker/locale/fr';
import { it } from 'react-day-picker/locale/it';
import { pl } from 'react-day-picker/locale/pl';
import { pt } from 'react-day-picker/locale/pt';
import { ptBR } from 'react-day-picker/locale/pt-BR';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locales';
import { cn } from '@/lib/utils';

/*
 * DayPicker's locales are date-fns locales with its own labels ("Go to the next month") added:
 * month and weekday names, the first day of the week and the screen-reader labels in one object.
 */
const DAY_PICKER_LOCALE = { en: enUS, pl, ar, br: ptBR, cn: zhCN, de, es, fr, it, pt } satisfies Record<
  Locale,
  unknown
>;

function CalendarChevron({ orientation = 'left', className }: ChevronProps) {
  const Icon = { left: ChevronLeft, right: ChevronRight, up: ChevronUp, down: ChevronDown }[orientation];
  // DayPicker's navigation always asks for "left" (previous) and "right" (next): mirror them in RTL.
  return (
    <Icon
      aria-hidden
      className={cn(
        'size-4',
        (orientation === 'left' || orientation === 'right') && 'rtl:-scale-x-100',
        className,
      )}
    />
  );
}

/** A day: filled when chosen or at either end of a range, tinted inside a range. */
function CalendarDayButton({ day, modifiers, className, children, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // DayPicker moves focus by re-rendering the day that should have it (its own button does the same).
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  // WCAG 2.5.3 (axe label-content-name-mismatch): the name must contain the visible number as a
  // word, and DayPicker's "November 1st" or "2026年11月1日" does not; lead with the number then.
  const visible = typeof children === 'string' ? children : '';
  const name = props['aria-label'] ?? '';
  const label =
    visible && !name.split(/[^\p{L}\p{N}]+/u).includes(visible) ? `${visible}, ${name}` : name || undefined;
  const inRange = modifiers.range_middle;
  const filled = modifiers.selected && !inRange;
  return (
    <button
      ref={ref}
      data-day={day.isoDate}
      className={cn(
        'grid size-9 place-items-center rounded-md text-sm tabular-nums transition outline-none hover:bg-accent focus-visible:relative focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none',
        modifiers.today && !filled && 'font-semibold text-primary',
        modifiers.outside && (!modifiers.selected || inRange) && 'text-muted-foreground',
        modifiers.disabled && 'text-muted-foreground line-through opacity-60',
        inRange && 'rounded-none hover:bg-primary-soft',
        filled && 'bg-primary text-primary-foreground hover:bg-primary',
        className,
      )}
      {...props}
      aria-label={label}
    >
      {children}
    </button>
  );
}

export type CalendarProps = DayPickerProps;

/**
 * A month grid on react-day-picker (`mode` "single", "multiple" or "range") in the page's
 * language, direction and time zone (APP_TIME_ZONE, lib/i18n/locales.ts) unless `locale`, `dir`
 * or `timeZone` say otherwise; a chosen day is midnight in that zone. Arrow keys move by day
 * (mirrored in RTL), Page Up/Down by month, Home/End to the week's ends. It reads today's date:
 * on a server-rendered page pass `today` and `month`, or render it on the client only.
 */
export function Calendar({
  className,
  classNames,
  components,
  showOutsideDays = true,
  locale,
  dir,
  timeZone,
  ...props
}: CalendarProps) {
  const appLocale = useLocale() as Locale;
  const appDir = Direction.useDirection();
  const appTimeZone = useTimeZone();
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      locale={locale ?? DAY_PICKER_LOCALE[appLocale] ?? enUS}
      dir={dir ?? appDir}
      timeZone={timeZone ?? appTimeZone}
      className={cn('w-fit p-3', className)}
      classNames={{
        months: 'relative flex flex-col gap-4 md:flex-row',
        month: 'flex flex-col gap-3',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'aria-disabled:opacity-40'),
        button_next: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'aria-disabled:opacity-40'),
        month_caption: 'flex h-9 items-center justify-center px-10',
        caption_label: 'text-sm font-medium',
        dropdowns: 'flex items-center gap-1.5 text-sm font-medium',
        dropdown_root:
          'relative rounded-md border border-border bg-card has-focus-visible:ring-2 has-focus-visible:ring-ring',
        dropdown: 'absolute inset-0 opacity-0',
        month_grid: 'border-separate border-spacing-x-0 border-spacing-y-0.5',
        weekday: 'size-9 text-xs font-normal text-muted-foreground',
        week_number_header: 'size-9 text-xs font-normal text-muted-foreground',
        week_number: 'text-center text-xs text-muted-foreground',
        day: 'p-0 text-center',
        // The range's band: on the cells, so it runs unbroken between the two filled ends; not on
        // the neighbouring months' days, which the next grid shows again.
        range_start: 'rounded-s-md bg-primary-soft data-outside:bg-transparent',
        range_middle: 'bg-primary-soft data-outside:bg-transparent',
        range_end: 'rounded-e-md bg-primary-soft data-outside:bg-transparent',
        hidden: 'invisible',
        footer: 'pt-2 text-sm text-muted-foreground',
        ...classNames,
      }}
      components={{ Chevron: CalendarChevron, DayButton: CalendarDayButton, ...components }}
      {...props}
    />
  );
}
