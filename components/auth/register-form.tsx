'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { PasswordInput } from '@/components/forms/password-input';
import { SubmitButton } from '@/components/forms/submit-button';
import { Input } from '@/components/ui/input';
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/constants';
import { registerAndSignIn } from '@/components/auth/register-request';
import type { MessageRef } from '@/lib/auth/error-messages';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import type { SignUpInput } from '@/lib/validation/auth';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { GoogleButton } from './google-button';

const resolver = lazyZodResolver(() =>
  import('@/lib/validation/auth').then((schemas) => schemas.signUpSchema),
);

interface RegisterFormProps {
  locale: Locale;
  destination: string;
  googleEnabled: boolean;
  loginHref: string;
}

export function RegisterForm({ locale, destination, googleEnabled, loginHref }: RegisterFormProps) {
  const t = useTranslations('Auth');
  const [error, setError] = useState<MessageRef | null>(null);
  const form = useForm<SignUpInput>({ resolver, defaultValues: { name: '', email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const failure = await registerAndSignIn(values);
    if (failure) {
      setError(failure);
      return;
    }
    window.location.assign(destination);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('createAccount')}>
      <FormAlert message={error} />
      <FormField label={t('name')} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
      </FormField>
      <FormField label={t('email')} error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField
        label={t('password')}
        error={errors.password?.message}
        hint={t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
        )}
      </FormField>
      <p className="text-xs text-muted-foreground">{t('agreeTerms')}</p>
      <SubmitButton pending={isSubmitting} label={t('createAccount')} pendingLabel={t('creatingAccount')} />
      {googleEnabled ? (
        <GoogleButton
          callbackURL={destination}
          errorCallbackURL={localePath(locale, { pathname: '/login', query: { error: 'google' } })}
        />
      ) : null}
      <p className="text-center text-sm text-muted-foreground">
        {t('haveAccount')}{' '}
        <Link href={loginHref} className="font-medium text-primary hover:underline">
          {t('loginLink')}
        </Link>
      </p>
    </form>
  );
}
