'use client';

import { AlertDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface ConfirmDialogContentProps {
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCloseAutoFocus?: ComponentProps<typeof AlertDialog.Content>['onCloseAutoFocus'];
  /** A confirmation that undoes a restriction is not destructive: the plain primary button. */
  tone?: 'destructive' | 'default';
}

/**
 * The body of a confirmation (inside an AlertDialog.Root): overlay, title, text, Cancel (Radix
 * gives it the initial focus) and the confirm button, red unless the action is harmless.
 */
export function ConfirmDialogContent({
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  onCloseAutoFocus,
  tone = 'destructive',
}: ConfirmDialogContentProps) {
  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className="fixed inset-0 z-(--z-overlay) bg-black/40 backdrop-blur-[2px]" />
      <AlertDialog.Content
        onCloseAutoFocus={onCloseAutoFocus}
        className="surface fixed inset-0 z-(--z-overlay) m-auto h-fit w-[min(28rem,calc(100vw-2rem))] border border-border p-6 text-foreground shadow-2xl outline-none"
      >
        <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
        <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
          {description}
        </AlertDialog.Description>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>
            {cancelLabel}
          </AlertDialog.Cancel>
          <AlertDialog.Action
            className={cn(
              buttonVariants(),
              tone === 'destructive' && 'bg-destructive text-destructive-foreground',
            )}
            onClick={onConfirm}
          >
            {confirmLabel}
          </AlertDialog.Action>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}
