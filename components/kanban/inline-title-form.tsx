'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface InlineTitleFormProps {
  label: string;
  initial: string;
  submitLabel: string;
  cancelLabel: string;
  /** Stays open and empties itself after a submit, to add one card after another. */
  keepOpen?: boolean;
  onSubmit: (title: string) => void;
  onCancel: () => void;
}

/** A one-field form for a title (new card, column or board; a rename): Enter saves, Escape cancels. */
export function InlineTitleForm({
  label,
  initial,
  submitLabel,
  cancelLabel,
  keepOpen,
  onSubmit,
  onCancel,
}: InlineTitleFormProps) {
  const t = useTranslations('Kanban');
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState(false);
  return (
    <form
      className="w-full space-y-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const title = value.trim();
        if (!title || title.length > 120) return setError(true);
        onSubmit(title);
        if (keepOpen) setValue('');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        autoFocus
        value={value}
        placeholder={label}
        maxLength={120}
        aria-invalid={error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setError(false);
        }}
        className="h-9 bg-card"
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {t('titleRequired')}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          {submitLabel}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </form>
  );
}
