'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { callAuth } from '@/components/auth/call-auth';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { PasswordInput } from '@/components/forms/password-input';
import { Button } from '@/components/ui/button';
import type { ChangePasswordValues } from '@/lib/account/account-schema';
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/constants';
import { authErrorMessage, type AuthFailure, type MessageRef } from '@/lib/auth/error-messages';
import { loadAuthClient } from '@/lib/auth/load-client';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';

const resolver = lazyZodResolver(() =>
  import('@/lib/account/account-schema').then((schemas) => schemas.changePasswordSchema),
);

const EMPTY: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirm: '',
  revokeOtherSessions: true,
};

function failureMessage(failure: AuthFailure): MessageRef {
  if (failure.code === 'INVALID_PASSWORD') return { key: 'AccountSettings.wrongCurrentPassword' };
  // Limits, the password policy, the network: worded as on the sign-in pages.
  return authErrorMessage(failure, 'forgot');
}

/** Change the password with the sign-up rules; optionally sign out every other device, on every site. */
export function ChangePasswordForm() {
  const t = useTranslations('AccountSettings');
  const ta = useTranslations('Auth');
  const router = useRouter();
  const [notice, setNotice] = useState<{ message: MessageRef; tone: 'error' | 'success' } | null>(null);
  const form = useForm<ChangePasswordValues>({ resolver, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword, revokeOtherSessions }) => {
    setNotice(null);
    const result = await callAuth(async (fetchOptions) =>
      (await loadAuthClient()).changePassword({
        currentPassword,
        newPassword,
        revokeOtherSessions,
        fetchOptions,
      }),
    );
    if (!result.ok) {
      const message = failureMessage(result.failure);
      if (message.key === 'AccountSettings.wrongCurrentPassword')
        form.setError('currentPassword', { message: 'wrongCurrentPassword' });
      setNotice({ message, tone: 'error' });
      return;
    }
    form.reset(EMPTY);
    setNotice({
      message: {
        key: revokeOtherSessions
          ? 'AccountSettings.passwordChangedOthersOut'
          : 'AccountSettings.passwordChanged',
      },
      tone: 'success',
    });
    router.refresh();
  });

  const fieldError = (key: string | undefined) =>
    key === 'wrongCurrentPassword' ? t('wrongCurrentPassword') : key;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('passwordTitle')} className="space-y-5">
      <FormAlert message={notice?.message ?? null} tone={notice?.tone} />
      <FormField label={t('currentPassword')} error={fieldError(errors.currentPassword?.message)}>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...form.register('currentPassword')} />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={ta('newPassword')}
          hint={ta('passwordHint', { min: PASSWORD_MIN_LENGTH })}
          error={errors.newPassword?.message}
        >
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" {...form.register('newPassword')} />
          )}
        </FormField>
        <FormField label={ta('confirmPassword')} error={errors.confirm?.message}>
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" {...form.register('confirm')} />
          )}
        </FormField>
      </div>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          {...form.register('revokeOtherSessions')}
        />
        <span>
          <span className="font-medium">{t('signOutOthers')}</span>
          <span className="block text-muted-foreground">{t('signOutOthersHint')}</span>
        </span>
      </label>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('saving') : t('changePassword')}
        </Button>
      </div>
    </form>
  );
}
