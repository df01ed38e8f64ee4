'use client';

import { useRouter } from 'next/navigation';
import { AlertDialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog';
import type { MessageRef } from '@/lib/auth/error-messages';
import { restoreMemberAction, suspendMemberAction } from '@/lib/members/actions';

interface MemberAccessProps {
  memberId: string;
  name: string;
  /** When the member was suspended (formatted), or null while they are active. */
  suspendedOn: string | null;
  /** The viewer is this member: nobody suspends themselves. */
  self: boolean;
}

/** Active or suspended, and the one button that changes it, behind a confirmation. */
export function MemberAccess({ memberId, name, suspendedOn, self }: MemberAccessProps) {
  const t = useTranslations('Members');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ ref: MessageRef; tone: 'error' | 'success' } | null>(null);
  const suspended = suspendedOn !== null;

  const confirm = () =>
    startTransition(async () => {
      setMessage(null);
      const result = await (suspended ? restoreMemberAction : suspendMemberAction)(memberId);
      if (!result.ok) {
        setMessage({ ref: { key: `Members.error_${result.error}` }, tone: 'error' });
        return;
      }
      setMessage({
        ref: { key: suspended ? 'Members.restoredDone' : 'Members.suspendedDone', values: { name } },
        tone: 'success',
      });
      router.refresh();
    });

  return (
    <div className="space-y-4">
      <FormAlert message={message?.ref ?? null} tone={message?.tone} />
      <p className="text-sm text-muted-foreground">
        {suspended ? t('suspendedText', { date: suspendedOn }) : t('activeText')}
      </p>
      {self ? (
        <p className="text-sm text-muted-foreground italic">{t('selfSuspend')}</p>
      ) : (
        <AlertDialog.Root>
          <AlertDialog.Trigger asChild>
            <Button
              variant={suspended ? 'default' : 'outline'}
              disabled={pending}
              aria-busy={pending}
              className={
                suspended ? undefined : 'border-destructive/40 text-destructive hover:bg-destructive/10'
              }
            >
              {suspended ? t('restore') : t('suspend')}
            </Button>
          </AlertDialog.Trigger>
          <ConfirmDialogContent
            title={t(suspended ? 'restoreTitle' : 'suspendTitle', { name })}
            description={t(suspended ? 'restoreText' : 'suspendText')}
            cancelLabel={t('cancel')}
            confirmLabel={suspended ? t('restore') : t('suspend')}
            tone={suspended ? 'default' : 'destructive'}
            onConfirm={confirm}
          />
        </AlertDialog.Root>
      )}
    </div>
  );
}
