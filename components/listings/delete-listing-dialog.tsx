'use client';

import { AlertDialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { actionsTriggerId, type MyItemRow } from './my-item';

interface DeleteListingDialogProps {
  /** The listing asked about; kept while the dialog closes so focus can return to its row. */
  row: MyItemRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (row: MyItemRow) => void;
}

/** "Delete “name”? This cannot be undone." Cancel has the initial focus (Radix AlertDialog). */
export function DeleteListingDialog({ row, open, onOpenChange, onConfirm }: DeleteListingDialogProps) {
  const t = useTranslations('MyItems');
  return (
    <AlertDialog.Root open={open && row !== null} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-(--z-overlay) bg-black/40 backdrop-blur-[2px]" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            const trigger = row ? document.getElementById(actionsTriggerId(row.id)) : null;
            if (!trigger) return;
            event.preventDefault();
            trigger.focus();
          }}
          className="surface fixed inset-0 z-(--z-overlay) m-auto h-fit w-[min(28rem,calc(100vw-2rem))] border border-border p-6 text-foreground shadow-2xl outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold">{t('deleteTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {t('deleteConfirm', { name: row?.productName ?? '' })}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>{t('cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={cn(buttonVariants(), 'bg-destructive text-white')}
              onClick={() => {
                if (row) onConfirm(row);
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
