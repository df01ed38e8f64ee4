'use client';

import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog';
import { ExampleResult } from './example-result';

/** A confirmation before something that cannot be undone; Cancel has the focus first. */
export function ConfirmExample({ itemName }: { itemName: string }) {
  const t = useTranslations('DialogExamples');
  const [result, setResult] = useState('');
  return (
    <>
      <AlertDialog.Root>
        <AlertDialog.Trigger asChild>
          <Button variant="outline" className="text-destructive">
            <Trash2 aria-hidden className="size-4" />
            {t('confirm.open')}
          </Button>
        </AlertDialog.Trigger>
        <ConfirmDialogContent
          title={t('confirm.title', { name: itemName })}
          description={t('confirm.text')}
          cancelLabel={t('cancel')}
          confirmLabel={t('confirm.submit')}
          onConfirm={() => setResult(t('confirm.done', { name: itemName }))}
        />
      </AlertDialog.Root>
      <ExampleResult text={result} />
    </>
  );
}
