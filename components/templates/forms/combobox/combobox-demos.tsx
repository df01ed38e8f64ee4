'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Chip } from '@/components/ui/chip';
import { Combobox } from '@/components/ui/combobox';
import { Label } from '@/components/ui/label';
import { FRAMEWORKS, LANGUAGES } from '@/lib/templates/forms/sample-data';

const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

export function SingleCombobox() {
  const t = useTranslations('FormsGallery.combobox.single');
  const id = useId();
  const [framework, setFramework] = useState<string | null>(null);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t('label')}</Label>
      <Combobox
        id={id}
        options={asOptions(FRAMEWORKS)}
        value={framework}
        onValueChange={setFramework}
        placeholder={t('placeholder')}
        searchPlaceholder={t('search')}
        emptyText={t('empty')}
        clearLabel={t('clear')}
      />
    </div>
  );
}

/** Several choices: shown as chips under the field, each with its own remove button. */
export function MultipleCombobox() {
  const t = useTranslations('FormsGallery.combobox.multiple');
  const id = useId();
  const [languages, setLanguages] = useState<string[]>(['TypeScript', 'Rust']);
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor={id}>{t('label')}</Label>
        <Combobox
          multiple
          id={id}
          options={asOptions(LANGUAGES)}
          value={languages}
          onValueChange={setLanguages}
          placeholder={t('placeholder')}
          searchPlaceholder={t('search')}
          emptyText={t('empty')}
          clearLabel={t('clear')}
        />
      </div>
      <ChipList
        label={t('chosenLabel')}
        items={languages}
        removeLabel={(name) => t('remove', { name })}
        onRemove={(name) => {
          setLanguages((current) => current.filter((item) => item !== name));
          // The chip's button is gone: focus goes back to the field.
          document.getElementById(id)?.focus();
        }}
      />
    </div>
  );
}

/** The chosen values as removable chips, in a labelled list. */
export function ChipList({
  label,
  items,
  removeLabel,
  onRemove,
}: {
  label: string;
  items: readonly string[];
  removeLabel: (name: string) => string;
  onRemove: (name: string) => void;
}) {
  if (!items.length) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Chip colour="primary" size="sm" onRemove={() => onRemove(item)} removeLabel={removeLabel(item)}>
            {item}
          </Chip>
        </li>
      ))}
    </ul>
  );
}
