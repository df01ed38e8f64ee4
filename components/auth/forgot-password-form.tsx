'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { Input } from '@/components/ui/input';
import { callAuth } from '@/components/auth/call-auth';
import { loadAuthClient } from '@/lib/auth/load-client';
import { authErrorMessage, type MessageRef } from '@/lib/auth/error-messages';
import type { ForgotPasswordInput } from '@/lib/validation/auth';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';

const resolver = lazyZodResolver(() =>
  import('@/lib/validation/auth').then((schemas) => schemas.forgotPasswordSchema),
);

export function ForgotPasswordForm({ loginHref, resetPath }: { loginHref: string; resetPath: string }) {
  const t = useTranslations('Auth');
  const [message, setMessage] = useState<{ ref: MessageRef; tone: 'error' | 'success' } | null>(null);
  const form = useForm<ForgotPasswordInput>({ resolver, defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setMessage(null);
    const result = await callAuth(async (fetchOptions) =>
      (await loadAuthClient()).requestPasswordReset({ email, redirectTo: resetPath, fetchOptions }),
    );
    // The same answer whether or not the address has an account.
    setMessage(
      result.ok || result.failure.status < 429
        ? { ref: { key: 'Auth.linkSent', values: { email } }, tone: 'success' }
        : { ref: authErrorMessage(result.failure, 'forgot'), tone: 'error' },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('sendLink')}>
      <FormAlert message={message?.ref ?? null} tone={message?.tone} />
      <FormField label={t('email')} error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <SubmitButton pending={isSubmitting} label={t('sendLink')} pendingLabel={t('sending')} />
      <p className="text-center text-sm">
        <Link href={loginHref} className="font-medium text-primary hover:underline">
          {t('backToLogin')}
        </Link>
      </p>
    </form>
  );
}
