'use client';

import { LoaderCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** A form's message from the server (announced) and its buttons. */
export function FormActions({
  pending,
  submitLabel,
  formError,
  onReset,
  sticky = false,
  children,
}: {
  pending: boolean;
  submitLabel: string;
  formError: string | null;
  onReset?: () => void;
  /** Keeps the buttons in view at the bottom while a long form scrolls. */
  sticky?: boolean;
  children?: ReactNode;
}) {
  const t = useTranslations('FormsGallery.common');
  return (
    <div
      className={cn(
        'space-y-3',
        sticky &&
          'sticky bottom-0 z-10 -mx-6 border-t border-border bg-card/95 px-6 py-3 backdrop-blur supports-[backdrop-filter]:bg-card/80',
      )}
    >
      {formError ? (
        <Alert live variant="destructive">
          {formError}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {children}
        {onReset ? (
          <Button type="button" variant="outline" onClick={onReset} disabled={pending}>
            {t('reset')}
          </Button>
        ) : null}
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
          {pending ? t('sending') : submitLabel}
        </Button>
      </div>
    </div>
  );
}
