'use client';

import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { AlertDialog } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog';

interface DeleteConversationButtonProps {
  name: string;
  isMember: boolean;
  pending: boolean;
  onConfirm: () => void;
}

/**
 * "Delete conversation", confirmed in a Radix AlertDialog (Cancel has the initial focus). Once the
 * conversation is gone the inbox moves focus to the list.
 */
export function DeleteConversationButton({ name, isMember, pending, onConfirm }: DeleteConversationButtonProps) {
  const t = useTranslations('Inbox');
  return (
    <AlertDialog.Root>
      {/* Not disabled while deleting: focus returns here when the dialog closes. */}
      <AlertDialog.Trigger asChild>
        <Button variant="outline" size="sm" className="aria-disabled:opacity-60" aria-disabled={pending || undefined}>
          <Trash2 aria-hidden className="size-4" />
          <span className="max-sm:sr-only">{pending ? t('deleting') : t('deleteConversation')}</span>
        </Button>
      </AlertDialog.Trigger>
      <ConfirmDialogContent
        title={t('deleteTitle')}
        description={t(isMember ? 'deleteConfirmMember' : 'deleteConfirmVisitor', { name })}
        cancelLabel={t('cancel')}
        confirmLabel={t('delete')}
        onConfirm={() => {
          if (!pending) onConfirm();
        }}
      />
    </AlertDialog.Root>
  );
}
