'use client';

import { Bike, Plane, Truck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { FieldDescription, FieldError, FieldLabel } from '@/components/ui/field';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { cn } from '@/lib/utils';
import { useErrorText } from '../use-error-text';

/** One option: the round button, its label and an optional line under the label. */
function RadioOption({
  label,
  description,
  ...props
}: ComponentProps<typeof RadioGroupItem> & { label: string; description?: string }) {
  const id = useId();
  return (
    <div className={cn('flex gap-3', description ? 'items-start' : 'items-center')}>
      <RadioGroupItem
        id={id}
        aria-describedby={description ? `${id}-description` : undefined}
        className={cn(description && 'mt-0.5')}
        {...props}
      />
      <div className="space-y-0.5">
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        {description ? <FieldDescription id={`${id}-description`}>{description}</FieldDescription> : null}
      </div>
    </div>
  );
}

/** A fieldset whose legend names the group (the radio group itself is named by it too). */
function Group({
  legend,
  children,
  className,
  ...props
}: ComponentProps<typeof RadioGroup> & { legend: string }) {
  const legendId = useId();
  return (
    <fieldset>
      <legend id={legendId} className="mb-3 text-sm font-medium">
        {legend}
      </legend>
      <RadioGroup aria-labelledby={legendId} className={className} {...props}>
        {children}
      </RadioGroup>
    </fieldset>
  );
}

const PLANS = ['basic', 'standard', 'premium'] as const;

export function VerticalRadios() {
  const t = useTranslations('FormsGallery.radio.vertical');
  return (
    <Group legend={t('legend')} defaultValue="standard">
      {PLANS.map((plan) => (
        <RadioOption key={plan} value={plan} label={t(`options.${plan}`)} />
      ))}
      <RadioOption value="enterprise" label={t('options.enterprise')} disabled />
    </Group>
  );
}

const SIZES = ['s', 'm', 'l', 'xl'] as const;

export function HorizontalRadios() {
  const t = useTranslations('FormsGallery.radio.horizontal');
  return (
    <Group
      legend={t('legend')}
      defaultValue="m"
      orientation="horizontal"
      className="flex flex-wrap gap-x-6 gap-y-3"
    >
      {SIZES.map((size) => (
        <RadioOption key={size} value={size} label={t(`options.${size}`)} />
      ))}
    </Group>
  );
}

const FREQUENCIES = ['instant', 'daily', 'weekly'] as const;

export function DescribedRadios() {
  const t = useTranslations('FormsGallery.radio.described');
  return (
    <Group legend={t('legend')} defaultValue="daily" className="gap-4">
      {FREQUENCIES.map((frequency) => (
        <RadioOption
          key={frequency}
          value={frequency}
          label={t(`options.${frequency}.label`)}
          description={t(`options.${frequency}.description`)}
        />
      ))}
    </Group>
  );
}

const SHIPPING = [
  { value: 'standard', Icon: Truck },
  { value: 'express', Icon: Plane },
  { value: 'courier', Icon: Bike },
] as const;

/** Each option is a card: the whole card is its label, the checked one is outlined. */
export function CardRadios() {
  const t = useTranslations('FormsGallery.radio.cards');
  const id = useId();
  return (
    <Group legend={t('legend')} defaultValue="standard" className="gap-3 sm:grid-cols-3">
      {SHIPPING.map(({ value, Icon }) => (
        <label
          key={value}
          htmlFor={`${id}-${value}`}
          className="flex cursor-pointer flex-col gap-2 rounded-lg border border-border p-4 transition hover:bg-accent has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft"
        >
          <span className="flex items-center justify-between gap-2">
            <Icon aria-hidden className="size-5 text-primary" />
            <RadioGroupItem
              id={`${id}-${value}`}
              value={value}
              aria-labelledby={`${id}-${value}-label`}
              aria-describedby={`${id}-${value}-details`}
            />
          </span>
          <span id={`${id}-${value}-label`} className="text-sm font-medium">
            {t(`options.${value}.label`)}
          </span>
          <span id={`${id}-${value}-details`} className="text-xs text-muted-foreground">
            {t(`options.${value}.details`)}
          </span>
        </label>
      ))}
    </Group>
  );
}

const CONTACT = ['email', 'phone', 'post'] as const;

/** Sending without a choice shows the error and puts focus in the group. */
export function RequiredRadios() {
  const t = useTranslations('FormsGallery.radio.required');
  const errorText = useErrorText();
  const groupRef = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  return (
    <form
      noValidate
      aria-label={t('formLabel')}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!value) {
          setError('selectRequired');
          groupRef.current?.querySelector<HTMLButtonElement>('button[role=radio]')?.focus();
          return;
        }
        setSent(true);
      }}
    >
      <Group
        ref={groupRef}
        legend={t('legend')}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          setError(undefined);
          setSent(false);
        }}
        aria-required
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      >
        {CONTACT.map((option) => (
          <RadioOption key={option} value={option} label={t(`options.${option}`)} />
        ))}
      </Group>
      <FieldError id={errorId}>{errorText(error)}</FieldError>
      <Button type="submit">{t('submit')}</Button>
      <p role="status" className="text-sm text-muted-foreground">
        {sent ? t('sent', { value: t(`options.${value as (typeof CONTACT)[number]}`) }) : ''}
      </p>
    </form>
  );
}
