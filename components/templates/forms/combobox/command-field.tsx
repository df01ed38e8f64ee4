'use client';

import { ChevronsUpDown, X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

/**
 * The closed field of a searchable list and the popover that holds its cmdk list, drawn like
 * `Combobox` (components/ui/combobox.tsx) for the cases it does not cover: creating options
 * and searching "remotely". Enter, Space or Arrow Down opens it; Escape closes and returns focus.
 */
export function CommandField({
  id,
  open,
  onOpenChange,
  label,
  value,
  placeholder,
  clear,
  children,
}: {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The popover's name (the field's label). */
  label: string;
  /** What the closed field shows; the placeholder when empty. */
  value: ReactNode;
  placeholder: string;
  /** A clear button at the end while there is a value. */
  clear?: { label: string; onClear: () => void };
  children: ReactNode;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <div className="relative">
        <PopoverTrigger
          ref={trigger}
          id={id}
          type="button"
          role="combobox"
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && !open) {
              event.preventDefault();
              onOpenChange(true);
            }
          }}
          className={cn(
            'flex min-h-11 w-full items-center gap-2 rounded-md border border-border bg-card py-1.5 ps-3 text-start text-base transition outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30 sm:text-sm',
            clear ? 'pe-16' : 'pe-9',
          )}
        >
          {value ? value : <span className="truncate text-muted-foreground">{placeholder}</span>}
        </PopoverTrigger>
        <ChevronsUpDown
          aria-hidden
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        {clear ? (
          <button
            type="button"
            aria-label={clear.label}
            onClick={() => {
              clear.onClear();
              trigger.current?.focus();
            }}
            className="absolute end-8 top-1/2 grid size-7 -translate-y-1/2 place-items-center rounded text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
      <PopoverContent
        align="start"
        aria-label={label}
        className="w-(--radix-popover-trigger-width) min-w-56 bg-card p-0 text-foreground shadow-lg"
      >
        {children}
      </PopoverContent>
    </Popover>
  );
}
