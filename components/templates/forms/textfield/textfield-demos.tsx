'use client';

import { AtSign, Mail, Search, User, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { FormField } from '@/components/forms/form-field';
import { PasswordInput } from '@/components/forms/password-input';
import { Input } from '@/components/ui/input';
import { emailAddress } from '@/lib/templates/forms/fields';
import { cn } from '@/lib/utils';
import { AffixInput } from '../affix-input';
import { CharacterCounter } from '../character-counter';
import { useErrorText } from '../use-error-text';

const TYPES = [
  { name: 'fullName', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'quantity', type: 'number', autoComplete: 'off' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'website', type: 'url', autoComplete: 'url' },
  { name: 'search', type: 'search', autoComplete: 'off' },
] as const;

export function BasicTypes() {
  const t = useTranslations('FormsGallery.textfield.types');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TYPES.map(({ name, type, autoComplete }) => (
        <FormField key={name} label={t(`${name}.label`)}>
          {(control) => (
            <Input
              {...control}
              type={type}
              name={name}
              autoComplete={autoComplete}
              placeholder={t(`${name}.placeholder`)}
              {...(type === 'number' ? { min: 1, max: 99, inputMode: 'numeric' as const } : {})}
            />
          )}
        </FormField>
      ))}
    </div>
  );
}

export function SizeFields() {
  const t = useTranslations('FormsGallery.textfield.sizes');
  const sizes = [
    { key: 'small', className: 'h-9 text-sm' },
    { key: 'medium', className: '' },
    { key: 'large', className: 'h-12 text-base sm:text-base' },
  ] as const;
  return sizes.map(({ key, className }) => (
    <FormField key={key} label={t(key)}>
      {(control) => <Input {...control} className={className} placeholder={t('placeholder')} />}
    </FormField>
  ));
}

export function AffixFields() {
  const t = useTranslations('FormsGallery.textfield.affixes');
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('username')}>
        {(control) => <AffixInput {...control} startIcon={<User aria-hidden />} autoComplete="username" />}
      </FormField>
      <FormField label={t('email')}>
        {(control) => (
          <AffixInput {...control} type="email" endIcon={<Mail aria-hidden />} autoComplete="email" />
        )}
      </FormField>
      <FormField label={t('website')} hint={t('websiteHint')}>
        {(control) => (
          // An address reads left to right in every language.
          <div dir="ltr">
            <AffixInput
              {...control}
              aria-describedby={cn(control['aria-describedby'], `${id}-https`)}
              type="text"
              inputMode="url"
              prefix="https://"
              prefixId={`${id}-https`}
              placeholder="example.com"
            />
          </div>
        )}
      </FormField>
      <FormField label={t('weight')}>
        {(control) => (
          <AffixInput
            {...control}
            aria-describedby={cn(control['aria-describedby'], `${id}-kg`)}
            inputMode="decimal"
            suffix={t('kilograms')}
            suffixId={`${id}-kg`}
          />
        )}
      </FormField>
      <FormField label={t('handle')}>
        {(control) => (
          <AffixInput
            {...control}
            startIcon={<AtSign aria-hidden />}
            suffix={t('domain')}
            suffixId={`${id}-domain`}
            aria-describedby={cn(control['aria-describedby'], `${id}-domain`)}
          />
        )}
      </FormField>
      <FormField label={t('discount')}>
        {(control) => (
          <AffixInput
            {...control}
            aria-describedby={cn(control['aria-describedby'], `${id}-save`, `${id}-percent`)}
            inputMode="numeric"
            prefix={t('save')}
            prefixId={`${id}-save`}
            suffix="%"
            suffixId={`${id}-percent`}
          />
        )}
      </FormField>
    </div>
  );
}

const NICKNAME_MAX = 20;
const HEADLINE_MAX = 60;

/** Soft limits: the text past the limit stays, the counter and the error say how much to cut. */
function CountedField({
  label,
  hint,
  max,
  initial = '',
}: {
  label: string;
  hint?: string;
  max: number;
  initial?: string;
}) {
  const errorText = useErrorText();
  const counterId = useId();
  const [value, setValue] = useState(initial);
  const error = value.length > max ? errorText('textTooLong', { max }) : undefined;
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <>
          <Input
            {...control}
            aria-describedby={cn(control['aria-describedby'], counterId)}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <CharacterCounter id={counterId} count={value.length} max={max} />
        </>
      )}
    </FormField>
  );
}

export function CounterFields() {
  const t = useTranslations('FormsGallery.textfield.counter');
  return (
    <>
      <FormField label={t('helperLabel')} hint={t('helperHint')}>
        {(control) => <Input {...control} autoComplete="organization" />}
      </FormField>
      <CountedField label={t('nickname')} max={NICKNAME_MAX} />
      <CountedField
        label={t('headline')}
        hint={t('headlineHint')}
        max={HEADLINE_MAX}
        initial={t('headlineSample')}
      />
    </>
  );
}

export function ClearableField() {
  const t = useTranslations('FormsGallery.textfield.clearable');
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const label = t('label');
  return (
    <FormField label={label} hint={t('hint')}>
      {(control) => (
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            {...control}
            ref={input}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && value) {
                event.preventDefault();
                setValue('');
              }
            }}
            autoComplete="off"
            className="ps-9 pe-11"
          />
          {value ? (
            <button
              type="button"
              aria-label={t('clear', { label })}
              onClick={() => {
                setValue('');
                input.current?.focus();
              }}
              className="absolute inset-y-0 end-0 grid w-11 place-items-center rounded-e-md text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <X aria-hidden className="size-4" />
            </button>
          ) : null}
        </div>
      )}
    </FormField>
  );
}

export function PasswordField() {
  const t = useTranslations('FormsGallery.textfield.clearable');
  return (
    <FormField label={t('password')} hint={t('passwordHint')}>
      {(control) => <PasswordInput {...control} autoComplete="new-password" />}
    </FormField>
  );
}

export function StateFields() {
  const t = useTranslations('FormsGallery.textfield.states');
  const errorText = useErrorText();
  const [email, setEmail] = useState('anna@example');
  const [emailError, setEmailError] = useState<string | undefined>(
    () => emailAddress().safeParse('anna@example').error?.issues[0]?.message,
  );
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('disabled')}>
        {(control) => <Input {...control} disabled defaultValue={t('disabledValue')} />}
      </FormField>
      <FormField label={t('readOnly')} hint={t('readOnlyHint')}>
        {(control) => <Input {...control} readOnly defaultValue="INV-2026-0042" className="bg-muted" />}
      </FormField>
      <FormField label={t('required')} error={errorText(nameError)}>
        {(control) => (
          <Input
            {...control}
            required
            aria-required
            value={name}
            autoComplete="name"
            onChange={(event) => {
              setName(event.target.value);
              if (nameError && event.target.value.trim()) setNameError(undefined);
            }}
            onBlur={() => setNameError(name.trim() ? undefined : 'required')}
          />
        )}
      </FormField>
      <FormField label={t('invalid')} hint={t('invalidHint')} error={errorText(emailError)}>
        {(control) => (
          <Input
            {...control}
            type="email"
            value={email}
            autoComplete="email"
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => setEmailError(emailAddress().safeParse(email).error?.issues[0]?.message)}
          />
        )}
      </FormField>
    </div>
  );
}
