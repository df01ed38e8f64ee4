'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldDescription, FieldError, FieldLabel, fieldIds } from '@/components/ui/field';
import { cn } from '@/lib/utils';
import { useErrorText } from '../use-error-text';

/** A checkbox with its label on one line (and an optional description under the label). */
function LabelledCheckbox({
  label,
  description,
  ...props
}: ComponentProps<typeof Checkbox> & { label: string; description?: string }) {
  const { id, descriptionId } = fieldIds(useId());
  return (
    <Field orientation="horizontal" disabled={props.disabled} className={cn(description && 'items-start')}>
      <Checkbox
        id={id}
        aria-describedby={description ? descriptionId : undefined}
        {...props}
        className={cn(description && 'mt-0.5')}
      />
      <div className="space-y-0.5">
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        {description ? <FieldDescription id={descriptionId}>{description}</FieldDescription> : null}
      </div>
    </Field>
  );
}

export function CheckboxStates() {
  const t = useTranslations('FormsGallery.checkbox.states');
  const [checked, setChecked] = useState(true);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LabelledCheckbox label={t('unchecked')} />
      <LabelledCheckbox
        label={t('checked')}
        checked={checked}
        onCheckedChange={(next) => setChecked(next === true)}
      />
      <LabelledCheckbox label={t('indeterminate')} defaultChecked="indeterminate" />
      <LabelledCheckbox label={t('disabled')} disabled />
      <LabelledCheckbox label={t('disabledChecked')} disabled defaultChecked />
      <LabelledCheckbox label={t('invalid')} aria-invalid />
    </div>
  );
}

const COLOURS = ['default', 'success', 'warning', 'info', 'destructive'] as const;

export function CheckboxColours() {
  const t = useTranslations('FormsGallery.checkbox.colours');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {COLOURS.map((colour) => (
        <LabelledCheckbox key={colour} label={t(colour)} variant={colour} defaultChecked />
      ))}
    </div>
  );
}

const CHANNELS = ['email', 'sms', 'push', 'digest', 'news'] as const;
type Channel = (typeof CHANNELS)[number];

/** "Select all" is checked when every item is, indeterminate when some are. */
export function SelectAllList() {
  const t = useTranslations('FormsGallery.checkbox.list');
  const [chosen, setChosen] = useState<ReadonlySet<Channel>>(new Set(['email', 'push']));
  const all = chosen.size === CHANNELS.length ? true : chosen.size === 0 ? false : 'indeterminate';
  const toggle = (channel: Channel, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(channel);
      else next.delete(channel);
      return next;
    });
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-sm font-medium">{t('legend')}</legend>
      <LabelledCheckbox
        label={t('selectAll')}
        checked={all}
        onCheckedChange={() => setChosen(all === true ? new Set() : new Set(CHANNELS))}
      />
      <ul className="space-y-3 border-s border-border ps-6">
        {CHANNELS.map((channel) => (
          <li key={channel}>
            <LabelledCheckbox
              label={t(`items.${channel}`)}
              checked={chosen.has(channel)}
              onCheckedChange={(next) => toggle(channel, next === true)}
            />
          </li>
        ))}
      </ul>
      <p role="status" className="text-sm text-muted-foreground">
        {t('count', { count: chosen.size, total: CHANNELS.length })}
      </p>
    </fieldset>
  );
}

/** A required box: sending without it shows the error and moves focus to the box. */
export function ConsentCheckbox() {
  const t = useTranslations('FormsGallery.checkbox.consent');
  const errorText = useErrorText();
  const box = useRef<HTMLButtonElement>(null);
  const { id, descriptionId, errorId } = fieldIds(useId());
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  return (
    <form
      noValidate
      aria-label={t('formLabel')}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!accepted) {
          setError('termsRequired');
          box.current?.focus();
          return;
        }
        setSent(true);
      }}
    >
      <Field orientation="horizontal" invalid={Boolean(error)} className="items-start">
        <Checkbox
          ref={box}
          id={id}
          className="mt-0.5"
          checked={accepted}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${descriptionId} ${errorId}` : descriptionId}
          onCheckedChange={(next) => {
            setAccepted(next === true);
            setSent(false);
            if (next === true) setError(undefined);
          }}
        />
        <div className="space-y-0.5">
          <FieldLabel htmlFor={id}>{t('label')}</FieldLabel>
          <FieldDescription id={descriptionId}>{t('hint')}</FieldDescription>
          <FieldError id={errorId}>{errorText(error)}</FieldError>
        </div>
      </Field>
      <Button type="submit">{t('submit')}</Button>
      <p role="status" className="text-sm text-muted-foreground">
        {sent ? t('sent') : ''}
      </p>
    </form>
  );
}
