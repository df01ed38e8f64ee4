'use client';

import { CalendarDays } from 'lucide-react';
import { useFormatter } from 'next-intl';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import type { DateRange, Matcher } from 'react-day-picker';
import { cn } from '@/lib/utils';
import { Calendar } from './calendar';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { Input } from './input';

interface PickerFieldProps {
  /** The field's name when no visible label points at it. */
  label?: string;
  /** The id of a visible label; the button is then named by it followed by the chosen date. */
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  id?: string;
  placeholder: string;
  disabled?: boolean;
  /** Days that cannot be chosen (react-day-picker matchers: `{ before: today }`, a date, …). */
  disabledDays?: Matcher | Matcher[];
  className?: string;
}

/**
 * The closed field and its popover. The button's name is the label then the value ("Check-in,
 * 5 Jan 2026"), so a screen reader hears both; the calendar takes focus on the chosen day or today.
 */
function PickerShell({
  label,
  id,
  disabled,
  className,
  text,
  open,
  onOpenChange,
  children,
  ...aria
}: Omit<PickerFieldProps, 'placeholder' | 'disabledDays'> & {
  text: { value: string; isPlaceholder: boolean };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const ownLabelId = useId();
  const valueId = useId();
  const labelId = aria['aria-labelledby'] ?? ownLabelId;
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger
        id={id}
        type="button"
        disabled={disabled}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid']}
        className={cn(
          'flex h-11 w-full items-center gap-2 rounded-md border border-border bg-card px-3 text-start text-base transition outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 sm:text-sm',
          className,
        )}
      >
        <CalendarDays aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        {label && !aria['aria-labelledby'] ? (
          <span id={ownLabelId} className="sr-only">
            {label}
          </span>
        ) : null}
        <span id={valueId} className={cn('truncate', text.isPlaceholder && 'text-muted-foreground')}>
          {text.value}
        </span>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        aria-labelledby={labelId}
        // The calendar focuses the chosen day (or today) itself: not the first button.
        onOpenAutoFocus={(event) => event.preventDefault()}
        className="max-h-(--radix-popover-content-available-height) w-auto overflow-y-auto p-0 shadow-lg"
      >
        {children}
      </PopoverContent>
    </Popover>
  );
}

interface DatePickerProps extends PickerFieldProps {
  value: Date | undefined;
  onValueChange: (value: Date | undefined) => void;
}

/** One date: a button showing it (medium style, the page's language) and a calendar in a popover. */
export function DatePicker({ value, onValueChange, placeholder, disabledDays, ...field }: DatePickerProps) {
  const format = useFormatter();
  const [open, setOpen] = useState(false);
  const text = value
    ? { value: format.dateTime(value, { dateStyle: 'medium' }), isPlaceholder: false }
    : { value: placeholder, isPlaceholder: true };
  return (
    <PickerShell {...field} text={text} open={open} onOpenChange={setOpen}>
      <Calendar
        mode="single"
        autoFocus
        selected={value}
        defaultMonth={value}
        disabled={disabledDays}
        onSelect={(date) => {
          onValueChange(date);
          setOpen(false);
        }}
      />
    </PickerShell>
  );
}

interface DateRangePickerProps extends PickerFieldProps {
  value: DateRange | undefined;
  onValueChange: (value: DateRange | undefined) => void;
  /** Months shown side by side from the `md` breakpoint (stacked on phones). */
  numberOfMonths?: number;
}

/** A range of dates: the first click sets the start, the second the end; the popover stays open. */
export function DateRangePicker({
  value,
  onValueChange,
  placeholder,
  disabledDays,
  numberOfMonths = 1,
  ...field
}: DateRangePickerProps) {
  const format = useFormatter();
  const [open, setOpen] = useState(false);
  const text = value?.from
    ? {
        value: value.to
          ? format.dateTimeRange(value.from, value.to, { dateStyle: 'medium' })
          : format.dateTime(value.from, { dateStyle: 'medium' }),
        isPlaceholder: false,
      }
    : { value: placeholder, isPlaceholder: true };
  return (
    <PickerShell {...field} text={text} open={open} onOpenChange={setOpen}>
      <Calendar
        mode="range"
        autoFocus
        selected={value}
        defaultMonth={value?.from}
        numberOfMonths={numberOfMonths}
        disabled={disabledDays}
        onSelect={onValueChange}
      />
    </PickerShell>
  );
}

/** A time of day: the browser's own time field (its pickers and keyboard entry), drawn like `Input`. */
export function TimeField({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return <Input type="time" className={cn('tabular-nums', className)} {...props} />;
}
