'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  type CarouselApi,
} from '@/components/ui/carousel';
import { cn } from '@/lib/utils';
import type { CarouselSlide } from './carousel-slides';
import { useCarouselText } from './carousel-text';
import { SlideCaption } from './slide-caption';
import { SlidePicture } from './slide-picture';

/** The large slide above a strip of thumbnails: a thumbnail shows its slide, the strip follows the slide. */
export function ThumbnailCarousel({ slides, labelledBy }: { slides: CarouselSlide[]; labelledBy: string }) {
  const t = useTranslations('ExtensionsGallery.swiper');
  const text = useCarouselText();
  const [api, setApi] = useState<CarouselApi>();
  const [selected, setSelected] = useState(0);
  const strip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);

  // Only the strip scrolls: scrollIntoView would also move the page, down to the strip on load.
  useEffect(() => {
    const thumb = strip.current?.children[selected];
    if (strip.current && thumb) scrollWithin(strip.current, thumb);
  }, [selected]);

  return (
    <div className="mx-auto max-w-3xl space-y-3">
      <Carousel aria-labelledby={labelledBy} announce={text.announce} setApi={setApi}>
        <CarouselContent>
          {slides.map((slide, index) => (
            <CarouselItem key={slide.id} aria-label={text.slideName(index + 1, slides.length)}>
              <div className="relative aspect-[16/9] overflow-hidden rounded-lg bg-muted">
                <SlidePicture slide={slide} index={index} />
                <SlideCaption slide={slide} />
              </div>
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselPrevious label={text.previous} />
        <CarouselNext label={text.next} />
      </Carousel>
      <div ref={strip} role="group" aria-label={t('thumbs')} className="flex gap-2 overflow-x-auto p-1">
        {slides.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            aria-label={t('thumb', { slide: index + 1, title: slide.title })}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => api?.scrollTo(index)}
            className={cn(
              'size-16 shrink-0 overflow-hidden rounded-md border-2 outline-none transition-opacity focus-visible:ring-2 focus-visible:ring-ring sm:size-20',
              index === selected ? 'border-primary' : 'border-transparent opacity-60 hover:opacity-100',
            )}
          >
            <SlidePicture slide={slide} index={index} size="thumb" />
          </button>
        ))}
      </div>
    </div>
  );
}

/** Scrolls `box` sideways, by as little as needed, until `item` shows whole (either direction of text). */
function scrollWithin(box: HTMLElement, item: Element) {
  const outer = box.getBoundingClientRect();
  const inner = item.getBoundingClientRect();
  if (inner.left < outer.left) box.scrollBy({ left: inner.left - outer.left });
  else if (inner.right > outer.right) box.scrollBy({ left: inner.right - outer.right });
}
