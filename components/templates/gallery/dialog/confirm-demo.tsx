'use client';

import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog';

/** A confirmation (alert dialog): Cancel has the focus first; the outcome is written below. */
export function ConfirmDemo() {
  const t = useTranslations('ComponentsGallery.dialog.confirm');
  const [outcome, setOutcome] = useState<'deleted' | 'kept' | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <AlertDialog.Root onOpenChange={(open) => setOutcome((last) => (open ? null : (last ?? 'kept')))}>
        <AlertDialog.Trigger asChild>
          <Button variant="outline" className="text-destructive">
            <Trash2 aria-hidden />
            {t('open')}
          </Button>
        </AlertDialog.Trigger>
        <ConfirmDialogContent
          title={t('dialogTitle')}
          description={t('dialogText')}
          cancelLabel={t('cancel')}
          confirmLabel={t('confirm')}
          onConfirm={() => setOutcome('deleted')}
        />
      </AlertDialog.Root>
      <p role="status" className="text-sm text-muted-foreground">
        {outcome ? t(outcome) : ''}
      </p>
    </div>
  );
}
