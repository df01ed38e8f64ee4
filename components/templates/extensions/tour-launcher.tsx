'use client';

import { Compass } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { directionOf, type Locale } from '@/lib/i18n/locales';
import { tourTargets, type ShellLabels, type TourStep } from './tour-targets';

// docs/architecture.md §8: driver.js and its stylesheet come with the first start, on this page only.
const loadTour = () => import('./tour-driver');

/** Starts the guided tour over the shell's parts that are on screen right now. */
export function TourLauncher({ labels, locale }: { labels: ShellLabels; locale: Locale }) {
  const t = useTranslations('ExtensionsGallery.tour');
  const button = useRef<HTMLButtonElement>(null);
  const running = useRef(false);

  const start = async () => {
    if (running.current) return;
    running.current = true;
    const { startTour } = await loadTour();
    const targets = tourTargets(labels);
    const step = (id: TourStep | 'finish') => ({
      title: t(`steps.${id}.title`),
      description: t(`steps.${id}.text`),
    });
    startTour({
      elements: [...targets.map((target) => target.element), undefined],
      text: {
        steps: [...targets.map((target) => step(target.step)), step('finish')],
        next: t('next'),
        previous: t('previous'),
        done: t('done'),
        close: t('close'),
        progress: t('progress', { current: '{{current}}', total: '{{total}}' }),
      },
      rtl: directionOf(locale) === 'rtl',
      onEnd: () => {
        running.current = false;
        // Back where the tour began, for keyboard and screen reader users.
        button.current?.focus();
      },
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button ref={button} size="lg" onClick={start} onPointerEnter={loadTour} onFocus={loadTour}>
        <Compass aria-hidden className="size-5" />
        {t('start')}
      </Button>
      <p className="text-sm text-muted-foreground">{t('keys')}</p>
    </div>
  );
}
