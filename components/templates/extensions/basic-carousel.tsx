'use client';

import {
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from '@/components/ui/carousel';
import type { CarouselSlide } from './carousel-slides';
import { useCarouselText } from './carousel-text';
import { SlideCaption } from './slide-caption';
import { SlidePicture } from './slide-picture';

/** One slide at a time: previous and next, dots, the arrow keys, swipe. */
export function BasicCarousel({ slides, labelledBy }: { slides: CarouselSlide[]; labelledBy: string }) {
  const text = useCarouselText();
  return (
    <Carousel aria-labelledby={labelledBy} announce={text.announce} className="mx-auto max-w-3xl">
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
      <CarouselDots label={text.dots} dotLabel={text.announce} className="mt-3" />
    </Carousel>
  );
}
