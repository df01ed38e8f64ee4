'use client';

import { useTranslations } from 'next-intl';
import { cn } from '@/lib/utils';

/** "12 of 40" under a field; turns to the error colour past the limit (the field says why). */
export function CharacterCounter({ id, count, max }: { id: string; count: number; max: number }) {
  const t = useTranslations('FormsGallery.common');
  return (
    <p
      id={id}
      className={cn(
        'text-end text-xs tabular-nums',
        count > max ? 'text-destructive' : 'text-muted-foreground',
      )}
    >
      {t('counter', { count, max })}
    </p>
  );
}
