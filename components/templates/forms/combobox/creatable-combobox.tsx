'use client';

import { Check, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandSeparator,
} from '@/components/ui/command';
import { Label } from '@/components/ui/label';
import { matchesQuery, STARTING_LABELS } from '@/lib/templates/forms/sample-data';
import { cn } from '@/lib/utils';
import { ChipList } from './combobox-demos';
import { CommandField } from './command-field';

const MORE_LABELS = ['Urgent', 'Idea', 'Bug', 'Finance'];

/** Several labels; when the search matches none exactly, the list offers to create it. */
export function CreatableCombobox() {
  const t = useTranslations('FormsGallery.combobox.creatable');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<string[]>([...STARTING_LABELS, ...MORE_LABELS]);
  const [chosen, setChosen] = useState<string[]>(['Design']);
  const [search, setSearch] = useState('');
  const name = search.trim().replace(/\s+/g, ' ');
  const exists = options.some((option) => option.toLowerCase() === name.toLowerCase());
  const toggle = (label: string) =>
    setChosen((current) =>
      current.includes(label) ? current.filter((item) => item !== label) : [...current, label],
    );
  const create = () => {
    setOptions((current) => [...current, name]);
    setChosen((current) => [...current, name]);
    setSearch('');
  };
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor={id}>{t('label')}</Label>
        <CommandField
          id={id}
          open={open}
          onOpenChange={setOpen}
          label={t('label')}
          placeholder={t('placeholder')}
          value={chosen.length ? <span className="truncate">{chosen.join(', ')}</span> : null}
        >
          <Command label={t('search')} filter={(value, query) => (matchesQuery(value, query) ? 1 : 0)}>
            <CommandInput placeholder={t('search')} value={search} onValueChange={setSearch} />
            <CommandList aria-multiselectable>
              <CommandEmpty>{t('empty')}</CommandEmpty>
              <CommandGroup>
                {options.map((option) => (
                  <CommandItem
                    key={option}
                    value={option}
                    onSelect={() => toggle(option)}
                    aria-checked={chosen.includes(option)}
                  >
                    <Check
                      aria-hidden
                      className={cn('size-4 text-primary', !chosen.includes(option) && 'invisible')}
                    />
                    {option}
                  </CommandItem>
                ))}
              </CommandGroup>
              {name && !exists ? <CommandSeparator alwaysRender /> : null}
              {name && !exists ? (
                <CommandGroup>
                  <CommandItem forceMount value={`__create__${name}`} onSelect={create}>
                    <Plus aria-hidden className="size-4" />
                    {t('create', { name })}
                  </CommandItem>
                </CommandGroup>
              ) : null}
            </CommandList>
          </Command>
        </CommandField>
      </div>
      <ChipList
        label={t('chosenLabel')}
        items={chosen}
        removeLabel={(label) => t('remove', { name: label })}
        onRemove={(label) => {
          setChosen((current) => current.filter((item) => item !== label));
          document.getElementById(id)?.focus();
        }}
      />
    </div>
  );
}
