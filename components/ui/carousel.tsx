'use client';

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from 'lucide-react';
import { Direction } from 'radix-ui';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/*
 * The shadcn carousel on Embla: a region with `aria-roledescription="carousel"`, slides as groups
 * with `aria-roledescription="slide"`, previous / next buttons, dots and the arrow keys. Embla
 * runs right to left in Arabic (Radix's DirectionProvider says which), where the arrows point the
 * other way. A sr-only status says which slide shows after each move.
 */

export type CarouselApi = UseEmblaCarouselType[1];
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];
type CarouselPlugins = Parameters<typeof useEmblaCarousel>[1];

interface CarouselContextValue {
  carouselRef: UseEmblaCarouselType[0];
  api: CarouselApi;
  orientation: 'horizontal' | 'vertical';
  selected: number;
  count: number;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  scrollPrev: () => void;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
}

const CarouselContext = createContext<CarouselContextValue | null>(null);

export function useCarousel(): CarouselContextValue {
  const context = use(CarouselContext);
  if (!context) throw new Error('useCarousel must be used within <Carousel>');
  return context;
}

/** People who ask for less motion get the next slide at once, not scrolled into view. */
const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface CarouselProps extends ComponentProps<'div'> {
  opts?: CarouselOptions;
  plugins?: CarouselPlugins;
  orientation?: 'horizontal' | 'vertical';
  setApi?: (api: CarouselApi) => void;
  /** What the status says after a move, e.g. "Slide 2 of 5" (1-based). */
  announce: (slide: number, count: number) => string;
  /** Say nothing while the slides turn by themselves (WAI-ARIA carousel pattern: autoplay is not announced). */
  quiet?: boolean;
}

export function Carousel({
  opts,
  plugins,
  orientation = 'horizontal',
  setApi,
  announce,
  quiet = false,
  className,
  children,
  ...props
}: CarouselProps) {
  const direction = Direction.useDirection();
  const [carouselRef, api] = useEmblaCarousel(
    { direction, ...opts, axis: orientation === 'horizontal' ? 'x' : 'y' },
    plugins,
  );
  const [moved, setMoved] = useState(false);

  // Embla is the source of truth: its position is read on each of its events, never copied by hand.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on('select', onChange).on('reInit', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  const state = {
    selected: useSyncExternalStore(
      subscribe,
      () => api?.selectedScrollSnap() ?? 0,
      () => 0,
    ),
    count: useSyncExternalStore(
      subscribe,
      () => api?.scrollSnapList().length ?? 0,
      () => 0,
    ),
    canScrollPrev: useSyncExternalStore(
      subscribe,
      () => api?.canScrollPrev() ?? false,
      () => false,
    ),
    canScrollNext: useSyncExternalStore(
      subscribe,
      () => api?.canScrollNext() ?? false,
      () => false,
    ),
  };

  useEffect(() => {
    if (!api) return;
    setApi?.(api);
    // Only a move the visitor made is announced, not the first position.
    const onMove = () => setMoved(true);
    api.on('select', onMove);
    return () => {
      api.off('select', onMove);
    };
  }, [api, setApi]);

  const scrollPrev = useCallback(() => api?.scrollPrev(reducedMotion()), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(reducedMotion()), [api]);
  const scrollTo = useCallback((index: number) => api?.scrollTo(index, reducedMotion()), [api]);

  // The arrow keys follow what the eye sees: in Arabic the next slide is on the left.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const back = orientation === 'vertical' ? 'ArrowUp' : direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const forward =
      orientation === 'vertical' ? 'ArrowDown' : direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    if (event.key !== back && event.key !== forward) return;
    // Arrow keys keep their meaning inside fields and menus a slide may hold.
    if ((event.target as HTMLElement).closest('input, textarea, select, [role="menu"], [role="listbox"]'))
      return;
    event.preventDefault();
    if (event.key === back) scrollPrev();
    else scrollNext();
  };

  return (
    <CarouselContext value={{ carouselRef, api, orientation, ...state, scrollPrev, scrollNext, scrollTo }}>
      <div
        role="region"
        aria-roledescription="carousel"
        onKeyDownCapture={onKeyDownCapture}
        className={cn('relative', className)}
        {...props}
      >
        {children}
        <p role="status" className="sr-only">
          {moved && !quiet && state.count ? announce(state.selected + 1, state.count) : ''}
        </p>
      </div>
    </CarouselContext>
  );
}

export function CarouselContent({ className, ...props }: ComponentProps<'div'>) {
  const { carouselRef, orientation } = useCarousel();
  return (
    <div ref={carouselRef} className="h-full overflow-hidden" data-slot="carousel-content">
      <div
        className={cn('flex', orientation === 'horizontal' ? '-ms-4' : '-mt-4 h-full flex-col', className)}
        {...props}
      />
    </div>
  );
}

/** One slide; name it with `aria-label` ("2 of 5") so each group says where it is. */
export function CarouselItem({ className, ...props }: ComponentProps<'div'>) {
  const { orientation } = useCarousel();
  return (
    <div
      role="group"
      aria-roledescription="slide"
      data-slot="carousel-item"
      className={cn(
        'min-w-0 shrink-0 grow-0 basis-full',
        orientation === 'horizontal' ? 'ps-4' : 'pt-4',
        className,
      )}
      {...props}
    />
  );
}

type ArrowButtonProps = Omit<ComponentProps<typeof Button>, 'children'> & { label: string };

const arrowPlace = {
  horizontal: { prev: 'start-2 top-1/2 -translate-y-1/2', next: 'end-2 top-1/2 -translate-y-1/2' },
  vertical: { prev: 'inset-x-0 top-2 mx-auto', next: 'inset-x-0 bottom-2 mx-auto' },
};

export function CarouselPrevious({
  label,
  className,
  variant = 'outline',
  size = 'icon',
  ...props
}: ArrowButtonProps) {
  const { orientation, scrollPrev, canScrollPrev } = useCarousel();
  return (
    <Button
      variant={variant}
      size={size}
      aria-label={label}
      title={label}
      disabled={!canScrollPrev}
      onClick={scrollPrev}
      className={cn('absolute z-10 rounded-full shadow-sm', arrowPlace[orientation].prev, className)}
      {...props}
    >
      {orientation === 'vertical' ? (
        <ArrowUp aria-hidden className="size-4" />
      ) : (
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
      )}
    </Button>
  );
}

export function CarouselNext({
  label,
  className,
  variant = 'outline',
  size = 'icon',
  ...props
}: ArrowButtonProps) {
  const { orientation, scrollNext, canScrollNext } = useCarousel();
  return (
    <Button
      variant={variant}
      size={size}
      aria-label={label}
      title={label}
      disabled={!canScrollNext}
      onClick={scrollNext}
      className={cn('absolute z-10 rounded-full shadow-sm', arrowPlace[orientation].next, className)}
      {...props}
    >
      {orientation === 'vertical' ? (
        <ArrowDown aria-hidden className="size-4" />
      ) : (
        <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
      )}
    </Button>
  );
}

interface CarouselDotsProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Names the group of dots ("Choose a slide"). */
  label: string;
  /** Names one dot, 1-based ("Slide 2 of 5"). */
  dotLabel: (slide: number, count: number) => string;
}

/** One button per slide (per scroll position), the current one marked with `aria-current`. */
export function CarouselDots({ label, dotLabel, className, ...props }: CarouselDotsProps) {
  const { selected, count, scrollTo } = useCarousel();
  return (
    <div role="group" aria-label={label} className={cn('flex justify-center gap-1', className)} {...props}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={dotLabel(index + 1, count)}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => scrollTo(index)}
          className="group grid size-6 place-items-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span
            aria-hidden
            className={cn(
              'block h-2 rounded-full transition-[width,background-color] motion-reduce:transition-none',
              index === selected
                ? 'w-5 bg-primary'
                : 'w-2 bg-muted-foreground/50 group-hover:bg-muted-foreground',
            )}
          />
        </button>
      ))}
    </div>
  );
}
