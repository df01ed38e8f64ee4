'use client';

import { Check, ClipboardList, House, KeyRound, PenLine, RotateCcw, SearchCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Timeline, TimelineItem } from '@/components/ui/timeline';

const STEPS = [
  ['request', ClipboardList],
  ['check', SearchCheck],
  ['contract', PenLine],
  ['keys', KeyRound],
  ['moveIn', House],
] as const;

/**
 * The steps of renting a home, each with its icon: done (a check, success colour), current
 * (brand colour) or to come (muted). A button completes the next step and a status line says so.
 */
export function OrderTracking() {
  const t = useTranslations('ComponentsGallery.timeline.icons');
  const [done, setDone] = useState(2);
  const finished = done === STEPS.length;
  return (
    <div className="space-y-5">
      <Timeline>
        {STEPS.map(([key, Icon], index) => {
          const state = index < done ? 'done' : index === done ? 'current' : 'next';
          return (
            <TimelineItem
              key={key}
              icon={state === 'done' ? <Check /> : <Icon />}
              colour={state === 'done' ? 'success' : state === 'current' ? 'primary' : 'muted'}
              title={t(`steps.${key}`)}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {t(`states.${state}`)}
            </TimelineItem>
          );
        })}
      </Timeline>
      <div className="flex flex-wrap items-center gap-3 border-t border-border pt-4">
        {finished ? (
          <Button variant="outline" onClick={() => setDone(0)}>
            <RotateCcw aria-hidden />
            {t('restart')}
          </Button>
        ) : (
          <Button onClick={() => setDone((count) => count + 1)}>{t('complete')}</Button>
        )}
        <p role="status" className="text-sm text-muted-foreground">
          {t('progress', { done, total: STEPS.length })}
        </p>
      </div>
    </div>
  );
}
