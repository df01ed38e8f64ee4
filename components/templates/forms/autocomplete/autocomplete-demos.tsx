'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormField } from '@/components/forms/form-field';
import { AutocompleteField } from './autocomplete-field';

/** One labelled autocomplete and what it holds (a suggestion taken, or free text). */
export function SuggestingField({
  field,
  suggestions,
}: {
  field: 'countries' | 'offers' | 'locations';
  suggestions: readonly string[];
}) {
  const t = useTranslations('FormsGallery.autocomplete');
  const [value, setValue] = useState('');
  return (
    <>
      <FormField label={t(`${field}.label`)} hint={t('hint')}>
        {(control) => (
          <AutocompleteField
            {...control}
            value={value}
            onValueChange={setValue}
            suggestions={suggestions}
            placeholder={t(`${field}.placeholder`)}
            emptyText={t('empty')}
            listLabel={t('listLabel')}
          />
        )}
      </FormField>
      <p className="text-sm text-muted-foreground">
        {suggestions.includes(value.trim()) ? t('taken', { value: value.trim() }) : t('freeText')}
      </p>
    </>
  );
}
