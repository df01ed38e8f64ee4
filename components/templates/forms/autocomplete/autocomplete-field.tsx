'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';
import { matchesQuery } from '@/lib/templates/forms/sample-data';
import { cn } from '@/lib/utils';

/** At most this many suggestions are listed at once: typing narrows them. */
const MAX_SUGGESTIONS = 8;

interface AutocompleteFieldProps {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  suggestions: readonly string[];
  /** Says that nothing matches (inside the open list). */
  emptyText: string;
  /** The list's accessible name ("Suggestions"). */
  listLabel: string;
  placeholder?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  autoComplete?: string;
}

/**
 * A text field that suggests values as you type (WAI-ARIA combobox with list autocomplete):
 * Arrow Down/Up move through the suggestions, Enter takes one, Escape closes the list and a
 * second Escape empties the field. Any text may be kept; the suggestions only help.
 */
export function AutocompleteField({
  id,
  value,
  onValueChange,
  suggestions,
  emptyText,
  listLabel,
  ...inputProps
}: AutocompleteFieldProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = suggestions
    .filter((suggestion) => matchesQuery(suggestion, value))
    .slice(0, MAX_SUGGESTIONS);
  const expanded = open && value.trim() !== '';
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (suggestion: string) => {
    onValueChange(suggestion);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (matches.length ? (current + step + matches.length) % matches.length : -1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else onValueChange('');
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        {...inputProps}
      />
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-(--z-overlay) mt-1 max-h-72 overflow-y-auto rounded-md border border-border bg-card p-1 text-foreground shadow-lg"
      >
        <ul id={listId} role="listbox" aria-label={listLabel} hidden={matches.length === 0}>
          {matches.map((suggestion, index) => (
            <li
              key={suggestion}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keep focus in the field: the click chooses, the field stays the one focus.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
              onMouseEnter={() => setActive(index)}
              className={cn('cursor-default rounded-sm px-2 py-2 text-sm', index === active && 'bg-accent')}
            >
              {suggestion}
            </li>
          ))}
        </ul>
        {matches.length === 0 ? (
          <p className="px-2 py-3 text-center text-sm text-muted-foreground">{emptyText}</p>
        ) : null}
      </div>
    </div>
  );
}
