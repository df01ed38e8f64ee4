'use client';

import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from '@/components/ui/carousel';
import type { CarouselSlide } from './carousel-slides';
import { useCarouselText } from './carousel-text';
import { SlideCaption } from './slide-caption';
import { SlidePicture } from './slide-picture';

/** Slides stacked top to bottom: the up and down arrow keys move, the buttons sit above and below. */
export function VerticalCarousel({ slides, labelledBy }: { slides: CarouselSlide[]; labelledBy: string }) {
  const text = useCarouselText();
  return (
    <Carousel
      aria-labelledby={labelledBy}
      announce={text.announce}
      orientation="vertical"
      opts={{ align: 'start' }}
      className="mx-auto max-w-md py-12"
    >
      <CarouselContent className="h-64">
        {slides.map((slide, index) => (
          <CarouselItem key={slide.id} aria-label={text.slideName(index + 1, slides.length)}>
            <div className="relative h-60 overflow-hidden rounded-lg bg-muted">
              <SlidePicture slide={slide} index={index} />
              <SlideCaption slide={slide} />
            </div>
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselPrevious label={text.previous} className="top-0" />
      <CarouselNext label={text.next} className="bottom-0" />
    </Carousel>
  );
}
