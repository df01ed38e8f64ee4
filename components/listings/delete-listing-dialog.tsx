'use client';

import { AlertDialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog';
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
      <ConfirmDialogContent
        title={t('deleteTitle')}
        description={t('deleteConfirm', { name: row?.productName ?? '' })}
        cancelLabel={t('cancel')}
        confirmLabel={t('delete')}
        onConfirm={() => {
          if (row) onConfirm(row);
        }}
        onCloseAutoFocus={(event) => {
          const trigger = row ? document.getElementById(actionsTriggerId(row.id)) : null;
          if (!trigger) return;
          event.preventDefault();
          trigger.focus();
        }}
      />
    </AlertDialog.Root>
  );
}
