'use client';

import { Check, LoaderCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command';
import { Label } from '@/components/ui/label';
import { matchesQuery, PEOPLE } from '@/lib/templates/forms/sample-data';
import { cn } from '@/lib/utils';
import { CommandField } from './command-field';

/** How long the pretend server takes to answer a search. */
const SEARCH_DELAY_MS = 500;

/**
 * A person from a directory that is searched as you type: the results arrive after a short wait,
 * and the line under the search says whether it is searching and how many it found.
 */
export function AsyncCombobox() {
  const t = useTranslations('FormsGallery.combobox.async');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<string[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [person, setPerson] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const search = (text: string) => {
    setQuery(text);
    window.clearTimeout(timer.current);
    if (!text.trim()) {
      setResults(null);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = window.setTimeout(() => {
      setResults(PEOPLE.filter((name) => matchesQuery(name, text)));
      setLoading(false);
    }, SEARCH_DELAY_MS);
  };
  const status = loading
    ? t('loading')
    : results === null
      ? t('prompt')
      : results.length
        ? t('results', { count: results.length })
        : t('empty', { query: query.trim() });

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t('label')}</Label>
      <CommandField
        id={id}
        open={open}
        onOpenChange={setOpen}
        label={t('label')}
        placeholder={t('placeholder')}
        value={person ? <span className="truncate">{person}</span> : null}
        clear={person ? { label: t('clear'), onClear: () => setPerson(null) } : undefined}
      >
        <Command label={t('search')} shouldFilter={false}>
          <CommandInput placeholder={t('search')} value={query} onValueChange={search} />
          <p
            role="status"
            className="flex items-center gap-2 border-b border-border px-3 py-2 text-xs text-muted-foreground"
          >
            {loading ? <LoaderCircle aria-hidden className="size-3.5 animate-spin" /> : null}
            {status}
          </p>
          <CommandList aria-busy={loading}>
            {results && !loading ? (
              <>
                <CommandEmpty className="sr-only">{status}</CommandEmpty>
                <CommandGroup>
                  {results.map((name) => (
                    <CommandItem
                      key={name}
                      value={name}
                      aria-checked={name === person}
                      onSelect={() => {
                        setPerson(name);
                        setOpen(false);
                      }}
                    >
                      <Check
                        aria-hidden
                        className={cn('size-4 text-primary', name !== person && 'invisible')}
                      />
                      {name}
                    </CommandItem>
                  ))}
                </CommandGroup>
              </>
            ) : null}
          </CommandList>
        </Command>
      </CommandField>
    </div>
  );
}
