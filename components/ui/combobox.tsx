'use client';

import { Check, ChevronsUpDown, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from './command';

export interface ComboboxOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type Selection =
  | { multiple?: false; value: string | null; onValueChange: (value: string | null) => void }
  | { multiple: true; value: readonly string[]; onValueChange: (value: string[]) => void };

type ComboboxProps = Selection & {
  options: readonly ComboboxOption[];
  /** Shown in the closed field while nothing is chosen. */
  placeholder: string;
  searchPlaceholder: string;
  /** Shown when the search matches no option. */
  emptyText: string;
  /** The accessible name of the clear button ("Clear country"). */
  clearLabel: string;
  /** The field's name when no visible label points at it; otherwise pass `aria-labelledby` or `id`. */
  label?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** For a `<Label htmlFor>`. */
  id?: string;
  disabled?: boolean;
  className?: string;
};

/** Case- and accent-insensitive: "sao" finds "São Paulo". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/**
 * A field that opens a searchable list (APG select-only combobox + cmdk listbox): Enter, Space
 * or Arrow Down opens it, typing filters, arrow keys move, Enter chooses, Escape closes and
 * returns focus. With `multiple` each choice toggles and the list stays open.
 */
export function Combobox(props: ComboboxProps) {
  const { options, placeholder, searchPlaceholder, emptyText, clearLabel, label, disabled, className } =
    props;
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const chosen = props.multiple ? props.value : props.value === null ? [] : [props.value];
  const chosenOptions = options.filter((option) => chosen.includes(option.value));

  const choose = (value: string) => {
    if (props.multiple) {
      props.onValueChange(
        chosen.includes(value) ? chosen.filter((item) => item !== value) : [...chosen, value],
      );
    } else {
      props.onValueChange(value);
      setOpen(false);
    }
  };
  const clear = () => {
    if (props.multiple) props.onValueChange([]);
    else props.onValueChange(null);
    trigger.current?.focus();
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <div className={cn('relative', className)}>
        <PopoverTrigger
          ref={trigger}
          id={props.id}
          type="button"
          // Radix sets aria-expanded, aria-controls and aria-haspopup="dialog": the popup holds a search box and a listbox.
          role="combobox"
          aria-label={label}
          aria-labelledby={props['aria-labelledby']}
          aria-describedby={props['aria-describedby']}
          aria-invalid={props['aria-invalid']}
          disabled={disabled}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && !open) {
              event.preventDefault();
              setOpen(true);
            }
          }}
          className={cn(
            'flex min-h-11 w-full items-center gap-2 rounded-md border border-border bg-card py-1.5 ps-3 text-start text-base transition outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 sm:text-sm',
            chosen.length ? 'pe-16' : 'pe-9',
          )}
        >
          {chosenOptions.length === 0 ? (
            <span className="truncate text-muted-foreground">{placeholder}</span>
          ) : props.multiple ? (
            <span className="flex flex-wrap gap-1">
              {chosenOptions.map((option) => (
                <span
                  key={option.value}
                  className="rounded bg-primary-soft px-1.5 py-0.5 text-xs font-medium text-primary"
                >
                  {option.label}
                </span>
              ))}
            </span>
          ) : (
            <span className="truncate">{chosenOptions[0]?.label}</span>
          )}
        </PopoverTrigger>
        <ChevronsUpDown
          aria-hidden
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        {chosen.length && !disabled ? (
          <button
            type="button"
            aria-label={clearLabel}
            onClick={clear}
            className="absolute end-8 top-1/2 grid size-7 -translate-y-1/2 place-items-center rounded text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
      <PopoverContent
        align="start"
        aria-label={props['aria-labelledby'] ? undefined : (label ?? searchPlaceholder)}
        aria-labelledby={props['aria-labelledby']}
        className="w-(--radix-popover-trigger-width) min-w-56 p-0 shadow-lg"
      >
        <Command
          label={searchPlaceholder}
          filter={(value, search, keywords) =>
            fold(keywords?.join(' ') ?? value).includes(fold(search)) ? 1 : 0
          }
        >
          <CommandInput placeholder={searchPlaceholder} />
          <CommandList aria-multiselectable={props.multiple || undefined}>
            <CommandEmpty>{emptyText}</CommandEmpty>
            <CommandGroup>
              {options.map((option) => {
                const isChosen = chosen.includes(option.value);
                return (
                  <CommandItem
                    key={option.value}
                    value={option.value}
                    keywords={[option.label]}
                    disabled={option.disabled}
                    onSelect={() => choose(option.value)}
                    // cmdk's aria-selected follows the highlight; the choice itself is "checked".
                    aria-checked={isChosen}
                  >
                    <Check aria-hidden className={cn('size-4 text-primary', !isChosen && 'invisible')} />
                    {option.label}
                  </CommandItem>
                );
              })}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
