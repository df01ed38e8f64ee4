'use client';

import { CircleCheck, RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ALERT_KINDS } from './alert-kinds';

const DISMISSIBLE = ALERT_KINDS.filter(({ variant }) => variant !== 'default');

/**
 * Alerts with a close button. The Alert hides itself; bringing them back mounts fresh ones (a new
 * `key` round). The focus never falls onto the page: a dismissal moves it to "Show them again",
 * which moves it back to the first alert's close button.
 */
export function DismissibleAlerts() {
  const t = useTranslations('ComponentsGallery.alert');
  const [round, setRound] = useState(0);
  const [dismissed, setDismissed] = useState<string[]>([]);
  const list = useRef<HTMLDivElement>(null);
  const restore = useRef<HTMLButtonElement>(null);
  const shown = DISMISSIBLE.length - dismissed.length;
  useEffect(() => {
    if (round > 0) list.current?.querySelector('button')?.focus();
  }, [round]);
  return (
    <div ref={list} className="grid gap-3">
      {DISMISSIBLE.map(({ variant, Icon }) => {
        const title = t(`samples.${variant}.title`);
        return (
          <Alert
            key={`${variant}-${round}`}
            variant={variant}
            icon={<Icon />}
            dismissLabel={t('dismiss', { title })}
            onDismiss={() => {
              setDismissed((gone) => [...gone, variant]);
              restore.current?.focus();
            }}
          >
            <AlertTitle>{title}</AlertTitle>
          </Alert>
        );
      })}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {t('shown', { count: shown, total: DISMISSIBLE.length })}
        </p>
        <Button
          ref={restore}
          variant="outline"
          size="sm"
          onClick={() => {
            setDismissed([]);
            setRound((value) => value + 1);
          }}
        >
          <RotateCcw aria-hidden />
          {t('restore')}
        </Button>
      </div>
    </div>
  );
}

/** An alert that appears after an action is announced at once (`live`, role="alert"). */
export function LiveAlertDemo() {
  const t = useTranslations('ComponentsGallery.alert.live');
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setOutcome('saved')}>{t('save')}</Button>
        <Button variant="outline" onClick={() => setOutcome('failed')}>
          {t('fail')}
        </Button>
      </div>
      {outcome === 'saved' && (
        <Alert
          live
          variant="success"
          icon={<CircleCheck />}
          dismissLabel={t('close')}
          onDismiss={() => setOutcome(null)}
        >
          <AlertTitle>{t('savedTitle')}</AlertTitle>
          <AlertDescription>{t('savedText')}</AlertDescription>
        </Alert>
      )}
      {outcome === 'failed' && (
        <Alert
          live
          variant="destructive"
          icon={<TriangleAlert />}
          dismissLabel={t('close')}
          onDismiss={() => setOutcome(null)}
        >
          <AlertTitle>{t('failedTitle')}</AlertTitle>
          <AlertDescription>{t('failedText')}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
