'use client';

import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { MessageRef } from '@/lib/auth/error-messages';
import { cn } from '@/lib/utils';

/** A translated form-level message; errors are announced (role=alert), successes politely. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: MessageRef | null;
  tone?: 'error' | 'success';
}) {
  const t = useTranslations();
  if (!message) return null;
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex gap-2.5 rounded-md border px-3 py-2.5 text-sm',
        tone === 'error'
          ? 'border-destructive/30 bg-destructive/10 text-destructive'
          : 'border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>{t(message.key as never, message.values as never)}</p>
    </div>
  );
}
