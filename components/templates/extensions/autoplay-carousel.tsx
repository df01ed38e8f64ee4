'use client';

import { Pause, Play } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import {
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  type CarouselApi,
} from '@/components/ui/carousel';
import type { CarouselSlide } from './carousel-slides';
import { useCarouselText } from './carousel-text';
import { SlideCaption } from './slide-caption';
import { SlidePicture } from './slide-picture';

export const AUTOPLAY_INTERVAL_MS = 5000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeToMotion(onChange: () => void) {
  const media = matchMedia(REDUCED_MOTION);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Turns by itself every few seconds, in a loop (WAI-ARIA carousel pattern): a pause button first in
 * the tab order, a stop while the pointer or the focus is on it, no announcements while it turns,
 * and it waits for a click on play when the device asks for reduced motion.
 */
export function AutoplayCarousel({ slides, labelledBy }: { slides: CarouselSlide[]; labelledBy: string }) {
  const t = useTranslations('ExtensionsGallery.swiper');
  const text = useCarouselText();
  const [api, setApi] = useState<CarouselApi>();
  const reduced = useSyncExternalStore(
    subscribeToMotion,
    () => matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const playing = (choice ?? (reduced ? 'pause' : 'play')) === 'play';
  const turning = playing && !held.pointer && !held.focus;

  useEffect(() => {
    if (!api || !turning) return;
    const timer = window.setInterval(() => api.scrollNext(), AUTOPLAY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [api, turning]);

  return (
    <div
      className="mx-auto max-w-3xl space-y-3"
      onPointerEnter={() => setHeld((state) => ({ ...state, pointer: true }))}
      onPointerLeave={() => setHeld((state) => ({ ...state, pointer: false }))}
      onFocus={() => setHeld((state) => ({ ...state, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget))
          setHeld((state) => ({ ...state, focus: false }));
      }}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={() => setChoice(playing ? 'pause' : 'play')}>
          {playing ? (
            <Pause aria-hidden className="size-4" />
          ) : (
            <Play aria-hidden className="size-4 rtl:-scale-x-100" />
          )}
          {playing ? t('pause') : t('play')}
        </Button>
        {reduced && choice === null ? (
          <p className="text-sm text-muted-foreground">{t('reducedMotion')}</p>
        ) : null}
      </div>
      <Carousel
        aria-labelledby={labelledBy}
        announce={text.announce}
        quiet={turning}
        setApi={setApi}
        opts={{ loop: true }}
      >
        <CarouselContent>
          {slides.map((slide, index) => (
            <CarouselItem key={slide.id} aria-label={text.slideName(index + 1, slides.length)}>
              <div className="relative aspect-[21/9] overflow-hidden rounded-lg bg-muted">
                <SlidePicture slide={slide} index={index} />
                <SlideCaption slide={slide} />
              </div>
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselPrevious label={text.previous} />
        <CarouselNext label={text.next} />
        <CarouselDots label={text.dots} dotLabel={text.announce} className="mt-3" />
      </Carousel>
    </div>
  );
}
