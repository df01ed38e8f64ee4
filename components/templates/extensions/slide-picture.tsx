import type { CarouselSlide } from './carousel-slides';
import { cn } from '@/lib/utils';

const TINTS = ['var(--chart-1)', 'var(--chart-2)', 'var(--chart-3)', 'var(--chart-4)', 'var(--chart-5)'];

/**
 * A slide's picture: the offer's photo, or a generated one in the theme's chart colours (so it
 * follows dark mode and the site's brand). Decorative: the slide's caption names it.
 */
export function SlidePicture({
  slide,
  index,
  size = 'card',
  className,
}: {
  slide: Pick<CarouselSlide, 'photo'>;
  index: number;
  size?: 'card' | 'thumb';
  className?: string;
}) {
  if (slide.photo)
    return (
      // eslint-disable-next-line @next/next/no-img-element -- storage URLs are already sized variants
      <img
        src={size === 'thumb' ? slide.photo.thumb : slide.photo.src}
        width={size === 'thumb' ? 160 : slide.photo.width}
        height={size === 'thumb' ? 160 : slide.photo.height}
        alt=""
        loading={index === 0 ? 'eager' : 'lazy'}
        decoding="async"
        className={cn('size-full object-cover', className)}
      />
    );
  const tint = TINTS[index % TINTS.length];
  const accent = TINTS[(index + 2) % TINTS.length];
  return (
    <svg
      aria-hidden
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      className={cn('size-full', className)}
    >
      <rect width="400" height="300" fill={tint} />
      <rect width="400" height="300" fill="var(--card)" opacity="0.35" />
      <circle cx={80 + (index % 3) * 110} cy="90" r="120" fill={accent} opacity="0.55" />
      <circle cx={320 - (index % 4) * 40} cy="250" r="90" fill={tint} opacity="0.8" />
      <path d="M0 230 Q100 180 200 225 T400 210 V300 H0 Z" fill="var(--card)" opacity="0.45" />
    </svg>
  );
}
