'use client';

import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { AlertDialog } from 'radix-ui';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

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
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-(--z-overlay) bg-black/40 backdrop-blur-[2px]" />
        <AlertDialog.Content
          className="surface fixed inset-0 z-(--z-overlay) m-auto h-fit w-[min(28rem,calc(100vw-2rem))] border border-border p-6 text-foreground shadow-2xl outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold">{t('deleteTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {t(isMember ? 'deleteConfirmMember' : 'deleteConfirmVisitor', { name })}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>{t('cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={cn(buttonVariants(), 'bg-destructive text-white')}
              onClick={() => {
                if (!pending) onConfirm();
              }}
            >
              {t('delete')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
