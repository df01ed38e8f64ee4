import Link from 'next/link';
import type { CarouselSlide } from './carousel-slides';

/** The title (a link to the offer when there is one) and caption over the foot of a slide. */
export function SlideCaption({ slide }: { slide: CarouselSlide }) {
  return (
    <div className="absolute inset-x-0 bottom-0 bg-card/90 px-4 py-3 backdrop-blur-sm">
      <p dir="auto" className="truncate font-semibold">
        {slide.href ? (
          <Link
            href={slide.href}
            className="rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {slide.title}
          </Link>
        ) : (
          slide.title
        )}
      </p>
      {slide.caption ? (
        <p dir="auto" className="truncate text-sm text-muted-foreground">
          {slide.caption}
        </p>
      ) : null}
    </div>
  );
}
