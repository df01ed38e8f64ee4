'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { PasswordInput } from '@/components/forms/password-input';
import { SubmitButton } from '@/components/forms/submit-button';
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/constants';
import { callAuth } from '@/components/auth/call-auth';
import { loadAuthClient } from '@/lib/auth/load-client';
import { authErrorMessage, type MessageRef } from '@/lib/auth/error-messages';
import { useRouter } from '@/lib/i18n/navigation';
import type { ResetPasswordInput } from '@/lib/validation/auth';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';

const resolver = lazyZodResolver(() =>
  import('@/lib/validation/auth').then((schemas) => schemas.resetPasswordSchema),
);

interface ResetPasswordFormProps {
  token: string | null;
  loginHref: string;
  forgotHref: string;
}

export function ResetPasswordForm({ token, loginHref, forgotHref }: ResetPasswordFormProps) {
  const t = useTranslations('Auth');
  const router = useRouter();
  const [error, setError] = useState<MessageRef | null>(token ? null : { key: 'Auth.missingToken' });
  const form = useForm<ResetPasswordInput>({ resolver, defaultValues: { password: '', confirm: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    setError(null);
    const result = await callAuth(async (fetchOptions) =>
      (await loadAuthClient()).resetPassword({ newPassword: password, token, fetchOptions }),
    );
    if (!result.ok) {
      setError(authErrorMessage(result.failure, 'reset'));
      return;
    }
    router.push({ pathname: '/login', query: { reset: '1' } });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('setPassword')}>
      <FormAlert message={error} />
      <FormField
        label={t('newPassword')}
        error={errors.password?.message}
        hint={t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            disabled={!token}
            {...form.register('password')}
          />
        )}
      </FormField>
      <FormField label={t('confirmPassword')} error={errors.confirm?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            disabled={!token}
            {...form.register('confirm')}
          />
        )}
      </FormField>
      <SubmitButton pending={isSubmitting} label={t('setPassword')} pendingLabel={t('saving')} />
      <p className="flex justify-between text-sm">
        <Link href={loginHref} className="font-medium text-primary hover:underline">
          {t('backToLogin')}
        </Link>
        <Link href={forgotHref} className="text-muted-foreground hover:underline">
          {t('forgotLink')}
        </Link>
      </p>
    </form>
  );
}
