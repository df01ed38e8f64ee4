'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormField } from '@/components/forms/form-field';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { CharacterCounter } from '../character-counter';
import { useErrorText } from '../use-error-text';

const REVIEW_MAX = 200;

export function BasicTextarea() {
  const t = useTranslations('FormsGallery.textarea.basic');
  return (
    <FormField label={t('label')} hint={t('hint')}>
      {(control) => <Textarea {...control} rows={4} placeholder={t('placeholder')} />}
    </FormField>
  );
}

export function AutoGrowTextarea() {
  const t = useTranslations('FormsGallery.textarea.autoGrow');
  return (
    <FormField label={t('label')} hint={t('hint')}>
      {(control) => (
        <Textarea {...control} autoGrow rows={2} className="min-h-0" defaultValue={t('sample')} />
      )}
    </FormField>
  );
}

/** A soft limit: what is typed past it stays, the counter and the error say how much to cut. */
export function CountedTextarea() {
  const t = useTranslations('FormsGallery.textarea.counter');
  const errorText = useErrorText();
  const counterId = useId();
  const [value, setValue] = useState('');
  const error = value.length > REVIEW_MAX ? errorText('textTooLong', { max: REVIEW_MAX }) : undefined;
  return (
    <FormField label={t('label')} hint={t('hint', { max: REVIEW_MAX })} error={error}>
      {(control) => (
        <>
          <Textarea
            {...control}
            aria-describedby={cn(control['aria-describedby'], counterId)}
            rows={4}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <CharacterCounter id={counterId} count={value.length} max={REVIEW_MAX} />
        </>
      )}
    </FormField>
  );
}

export function TextareaStates() {
  const t = useTranslations('FormsGallery.textarea.states');
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  return (
    <>
      <FormField label={t('disabled')}>
        {(control) => <Textarea {...control} rows={2} disabled defaultValue={t('disabledValue')} />}
      </FormField>
      <FormField label={t('readOnly')}>
        {(control) => (
          <Textarea {...control} rows={2} readOnly defaultValue={t('readOnlyValue')} className="bg-muted" />
        )}
      </FormField>
      <FormField label={t('required')} hint={t('requiredHint')} error={errorText(error)}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            required
            aria-required
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (error && event.target.value.trim()) setError(undefined);
            }}
            onBlur={() => setError(reason.trim() ? undefined : 'required')}
          />
        )}
      </FormField>
    </>
  );
}
