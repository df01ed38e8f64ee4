'use client';

import { useSetAtom } from 'jotai';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { clearSessionAtom } from '@/components/auth/session-atoms';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { PasswordInput } from '@/components/forms/password-input';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { deleteAccountAction } from '@/lib/account/actions';
import type { MessageRef } from '@/lib/auth/error-messages';
import { loadAuthClient } from '@/lib/auth/load-client';
import { cn } from '@/lib/utils';

/**
 * "Delete my account": a dialog that asks for the password (an account that signs in with Google
 * only types its e-mail address instead), then signs out and leaves for the front page.
 */
export function DeleteAccount({
  hasPassword,
  email,
  frontPage,
}: {
  hasPassword: boolean;
  email: string;
  frontPage: string;
}) {
  const t = useTranslations('AccountSettings');
  const clearSession = useSetAtom(clearSessionAtom);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<MessageRef | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError({ key: hasPassword ? 'Validation.passwordRequired' : 'Validation.emailRequired' });
      return;
    }
    setPending(true);
    setError(null);
    const result = await deleteAccountAction(hasPassword ? { password: value } : { email: value });
    if (!result.ok) {
      setPending(false);
      setError(
        result.error === 'tooManyAttempts'
          ? { key: 'AuthErrors.tooManyAttempts', values: { seconds: result.retryAfterSeconds ?? 60 } }
          : { key: `AccountSettings.error_${result.error}` },
      );
      return;
    }
    // The account and its sessions are gone: sign-out clears this browser's cookies.
    await loadAuthClient()
      .then((client) => client.signOut())
      .catch(() => null);
    clearSession();
    window.location.assign(frontPage);
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setValue('');
          setError(null);
        }
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button type="button" className="bg-destructive text-destructive-foreground">
          <Trash2 aria-hidden className="size-4" />
          {t('deleteButton')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-(--z-overlay) bg-black/40 backdrop-blur-[2px]" />
        <AlertDialog.Content className="surface fixed inset-0 z-(--z-overlay) m-auto h-fit w-[min(30rem,calc(100vw-2rem))] border border-border p-6 text-foreground shadow-2xl outline-none">
          <AlertDialog.Title className="text-lg font-semibold">{t('deleteDialogTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {t('deleteDialogText')}
          </AlertDialog.Description>
          <form onSubmit={submit} noValidate className="mt-5 space-y-4">
            <FormAlert message={error} />
            <FormField
              label={hasPassword ? t('deleteConfirmPassword') : t('deleteConfirmEmail', { email })}
              error={undefined}
            >
              {(control) =>
                hasPassword ? (
                  <PasswordInput
                    {...control}
                    autoComplete="current-password"
                    value={value}
                    onChange={(event) => setValue(event.target.value)}
                  />
                ) : (
                  <Input
                    {...control}
                    type="email"
                    autoComplete="off"
                    value={value}
                    onChange={(event) => setValue(event.target.value)}
                  />
                )
              }
            </FormField>
            <div className="flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>
                {t('cancel')}
              </AlertDialog.Cancel>
              <button
                type="submit"
                disabled={pending}
                aria-busy={pending}
                className={cn(buttonVariants(), 'bg-destructive text-destructive-foreground')}
              >
                {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
                {pending ? t('deleting') : t('deleteConfirm')}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
