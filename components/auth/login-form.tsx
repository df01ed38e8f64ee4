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
import { callAuth } from '@/components/auth/call-auth';
import { loadAuthClient } from '@/lib/auth/load-client';
import { authErrorMessage, type MessageRef } from '@/lib/auth/error-messages';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import type { SignInInput } from '@/lib/validation/auth';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { GoogleButton } from './google-button';

const resolver = lazyZodResolver(() =>
  import('@/lib/validation/auth').then((schemas) => schemas.signInSchema),
);

interface LoginFormProps {
  locale: Locale;
  /** Where to go after signing in: the safe `redirecturl` or the site's landing page. */
  destination: string;
  googleEnabled: boolean;
  notice?: MessageRef | null;
  registerHref: string;
  forgotHref: string;
  /** Where a sign-in goes on when the account asks for its two-factor code. */
  twoStepsHref: string;
}

export function LoginForm({
  locale,
  destination,
  googleEnabled,
  notice = null,
  registerHref,
  forgotHref,
  twoStepsHref,
}: LoginFormProps) {
  const t = useTranslations('Auth');
  const [error, setError] = useState<MessageRef | null>(null);
  const form = useForm<SignInInput>({ resolver, defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await callAuth(async (fetchOptions) =>
      (await loadAuthClient()).signIn.email({ ...values, fetchOptions }),
    );
    if (!result.ok) {
      setError(authErrorMessage(result.failure, 'signIn'));
      return;
    }
    // The password was right and the account asks for its authenticator code: no session yet.
    if ((result.data as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) {
      window.location.assign(twoStepsHref);
      return;
    }
    // A full load: the destination may use another root layout and must see the new cookie.
    window.location.assign(destination);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('signIn')}>
      <FormAlert message={error ?? notice} tone={error ? 'error' : 'success'} />
      <FormField label={t('email')} error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField
        label={t('password')}
        error={errors.password?.message}
        labelAside={
          <Link href={forgotHref} className="text-sm text-primary hover:underline">
            {t('forgotLink')}
          </Link>
        }
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />
        )}
      </FormField>
      <SubmitButton pending={isSubmitting} label={t('signIn')} pendingLabel={t('signingIn')} />
      {googleEnabled ? (
        <GoogleButton
          callbackURL={destination}
          errorCallbackURL={localePath(locale, { pathname: '/login', query: { error: 'google' } })}
        />
      ) : null}
      <p className="text-center text-sm text-muted-foreground">
        {t('noAccount')}{' '}
        <Link href={registerHref} className="font-medium text-primary hover:underline">
          {t('registerLink')}
        </Link>
      </p>
    </form>
  );
}
