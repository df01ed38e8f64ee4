'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { PasswordInput } from '@/components/forms/password-input';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { LANGUAGE_NAME, LANGUAGE_TAG, LOCALES, type Locale } from '@/lib/i18n/locales';
import { ACCOUNT_COUNTRIES, type AccountWizardValues } from '@/lib/wizards/account-wizard-schema';
import { useFormWizardErrorText } from '../use-error-text';

type Form = UseFormReturn<AccountWizardValues>;

/** Country names in the page's language, from the browser (the wizard renders only there). */
export function useCountryName() {
  const names = new Intl.DisplayNames([LANGUAGE_TAG[useLocale() as Locale]], { type: 'region' });
  return (code: string) => names.of(code) ?? code;
}

export function AccountStep({ form }: { form: Form }) {
  const t = useTranslations('FormWizards.fields');
  const error = useFormWizardErrorText();
  const errors = form.formState.errors.account;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label={t('username')} hint={t('usernameHint')} error={error(errors?.username?.message)}>
        {(control) => (
          <Input
            {...control}
            autoComplete="username"
            spellCheck={false}
            {...form.register('account.username')}
          />
        )}
      </FormField>
      <FormField label={t('email')} error={error(errors?.email?.message)}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" {...form.register('account.email')} />
        )}
      </FormField>
      <FormField label={t('password')} hint={t('passwordHint')} error={error(errors?.password?.message)}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('account.password')} />
        )}
      </FormField>
      <FormField label={t('confirm')} error={error(errors?.confirm?.message)}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('account.confirm')} />
        )}
      </FormField>
    </div>
  );
}

export function PersonalStep({ form }: { form: Form }) {
  const t = useTranslations('FormWizards.fields');
  const error = useFormWizardErrorText();
  const countryName = useCountryName();
  const errors = form.formState.errors.personal;
  const countries = [...ACCOUNT_COUNTRIES]
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label={t('firstName')} error={error(errors?.firstName?.message)}>
        {(control) => (
          <Input {...control} autoComplete="given-name" {...form.register('personal.firstName')} />
        )}
      </FormField>
      <FormField label={t('lastName')} error={error(errors?.lastName?.message)}>
        {(control) => (
          <Input {...control} autoComplete="family-name" {...form.register('personal.lastName')} />
        )}
      </FormField>
      <FormField label={t('country')} error={error(errors?.country?.message)}>
        {(control) => (
          <Controller
            control={form.control}
            name="personal.country"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue placeholder={t('countryPlaceholder')} />
                </SelectTrigger>
                <SelectContent>
                  {countries.map((country) => (
                    <SelectItem key={country.code} value={country.code}>
                      {country.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <FormField label={t('language')} error={error(errors?.language?.message)}>
        {(control) => (
          <Controller
            control={form.control}
            name="personal.language"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {LOCALES.map((locale) => (
                    <SelectItem key={locale} value={locale} lang={LANGUAGE_TAG[locale]}>
                      {LANGUAGE_NAME[locale]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
    </div>
  );
}

const SOCIAL_FIELDS = ['website', 'linkedin', 'github'] as const;

export function SocialStep({ form }: { form: Form }) {
  const t = useTranslations('FormWizards.fields');
  const error = useFormWizardErrorText();
  const errors = form.formState.errors.social;
  return (
    <div className="grid gap-5">
      {SOCIAL_FIELDS.map((name) => (
        <FormField key={name} label={t(name)} hint={t('urlHint')} error={error(errors?.[name]?.message)}>
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://"
              {...form.register(`social.${name}`)}
            />
          )}
        </FormField>
      ))}
    </div>
  );
}
