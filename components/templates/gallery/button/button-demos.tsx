'use client';

import { AlignCenter, AlignLeft, AlignRight, Bold, Italic, LoaderCircle, Underline } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const SAVE_DELAY_MS = 1500;

/**
 * A button that works for a moment: it keeps its place and its focus (`aria-disabled`, not
 * `disabled`, which would drop the focus), shows a spinner and says when it is done.
 */
export function LoadingButtons() {
  const t = useTranslations('ComponentsGallery.button.loading');
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  useEffect(() => {
    if (state !== 'saving') return;
    const timer = window.setTimeout(() => setState('saved'), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  const saving = state === 'saving';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        aria-disabled={saving}
        aria-busy={saving}
        className={cn(saving && 'cursor-progress opacity-80')}
        onClick={() => !saving && setState('saving')}
      >
        {saving && <LoaderCircle aria-hidden className="animate-spin motion-reduce:animate-none" />}
        {saving ? t('saving') : t('save')}
      </Button>
      <Button variant="outline" disabled>
        <LoaderCircle aria-hidden className="animate-spin motion-reduce:animate-none" />
        {t('wait')}
      </Button>
      <p role="status" className="text-sm text-muted-foreground">
        {state === 'saved' ? t('saved') : ''}
      </p>
    </div>
  );
}

const ALIGN = [
  ['start', AlignLeft],
  ['centre', AlignCenter],
  ['end', AlignRight],
] as const;
const STYLES = [
  ['bold', Bold],
  ['italic', Italic],
  ['underline', Underline],
] as const;
const joined =
  'rounded-none first:rounded-s-md last:rounded-e-md [&:not(:first-child)]:-ms-px focus-visible:z-10 aria-pressed:bg-primary-soft aria-pressed:text-primary';

/** Joined buttons: a choice of one (period), toggles (text style) and a Cancel / Save pair. */
export function ButtonGroups() {
  const t = useTranslations('ComponentsGallery.button.groups');
  const [period, setPeriod] = useState<'day' | 'week' | 'month'>('week');
  const [align, setAlign] = useState<(typeof ALIGN)[number][0]>('start');
  const [styles, setStyles] = useState<string[]>(['bold']);
  return (
    <div className="space-y-4">
      <div role="group" aria-label={t('period')} className="inline-flex">
        {(['day', 'week', 'month'] as const).map((value) => (
          <Button
            key={value}
            variant="outline"
            aria-pressed={period === value}
            className={joined}
            onClick={() => setPeriod(value)}
          >
            {t(value)}
          </Button>
        ))}
      </div>
      <div role="toolbar" aria-label={t('formatting')} className="flex flex-wrap gap-3">
        <div role="group" aria-label={t('alignment')} className="inline-flex">
          {ALIGN.map(([value, Icon]) => (
            <Button
              key={value}
              variant="outline"
              size="icon"
              aria-label={t(value)}
              aria-pressed={align === value}
              className={joined}
              onClick={() => setAlign(value)}
            >
              <Icon aria-hidden className="rtl:-scale-x-100" />
            </Button>
          ))}
        </div>
        <div role="group" aria-label={t('style')} className="inline-flex">
          {STYLES.map(([value, Icon]) => (
            <Button
              key={value}
              variant="outline"
              size="icon"
              aria-label={t(value)}
              aria-pressed={styles.includes(value)}
              className={joined}
              onClick={() =>
                setStyles((list) =>
                  list.includes(value) ? list.filter((item) => item !== value) : [...list, value],
                )
              }
            >
              <Icon aria-hidden />
            </Button>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline">{t('cancel')}</Button>
        <Button>{t('saveChanges')}</Button>
      </div>
    </div>
  );
}
