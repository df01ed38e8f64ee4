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
import { SlidePicture } from './slide-picture';

/** Two slides per view on phones, three on wider screens; a move scrolls a whole view. */
export function MultiCarousel({ slides, labelledBy }: { slides: CarouselSlide[]; labelledBy: string }) {
  const text = useCarouselText();
  return (
    <Carousel
      aria-labelledby={labelledBy}
      announce={text.announce}
      opts={{ align: 'start', slidesToScroll: 'auto' }}
      className="px-12"
    >
      <CarouselContent>
        {slides.map((slide, index) => (
          <CarouselItem
            key={slide.id}
            aria-label={text.slideName(index + 1, slides.length)}
            className="basis-1/2 md:basis-1/3"
          >
            <figure className="overflow-hidden rounded-lg border border-border bg-card">
              <div className="aspect-[4/3] bg-muted">
                <SlidePicture slide={slide} index={index} />
              </div>
              <figcaption dir="auto" className="truncate px-3 py-2 text-sm font-medium">
                {slide.title}
              </figcaption>
            </figure>
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselPrevious label={text.previous} className="-start-1" />
      <CarouselNext label={text.next} className="-end-1" />
      <CarouselDots label={text.dots} dotLabel={text.announce} className="mt-3" />
    </Carousel>
  );
}
