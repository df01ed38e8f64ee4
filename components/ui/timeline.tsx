import type { ComponentProps, ReactNode } from 'react';
import { softTone, solidTone } from '@/components/ui/status-tone';
import { cn } from '@/lib/utils';

/*
 * A vertical timeline as an ordered list: a line with a dot or an icon per item, the item's time,
 * title and content. `align="alternate"` puts the items on both sides of a centre line from the
 * `md` breakpoint on (one column on phones). Only grid columns and logical utilities place things,
 * so a right-to-left page mirrors it with no extra code. Server component: no state.
 */
export type TimelineColour = 'primary' | 'muted' | 'success' | 'warning' | 'info' | 'destructive';

const DOT: Record<TimelineColour, string> = {
  primary: 'bg-primary text-primary-foreground',
  muted: 'bg-muted-foreground text-background',
  ...solidTone,
};
const ICON: Record<TimelineColour, string> = {
  primary: 'bg-primary-soft text-primary',
  muted: 'bg-muted text-muted-foreground',
  ...softTone,
};

/*
 * The alternate layout, a `1fr | marker | 1fr` grid: odd items have the time before the line and
 * the body after it, even items swap them. Written out in full for Tailwind's class scanner; the
 * variants read the list's `data-align` and the item's position.
 */
const ALTERNATE = {
  item: 'md:group-data-[align=alternate]/timeline:grid-cols-[1fr_2rem_1fr] md:group-data-[align=alternate]/timeline:gap-x-6',
  marker: 'md:group-data-[align=alternate]/timeline:col-start-2',
  time: 'md:group-data-[align=alternate]/timeline:col-start-1 md:group-data-[align=alternate]/timeline:row-span-2 md:group-data-[align=alternate]/timeline:pt-2 md:group-data-[align=alternate]/timeline:text-end md:group-data-[align=alternate]/timeline:group-even/item:col-start-3 md:group-data-[align=alternate]/timeline:group-even/item:text-start',
  body: 'md:group-data-[align=alternate]/timeline:col-start-3 md:group-data-[align=alternate]/timeline:row-span-2 md:group-data-[align=alternate]/timeline:row-start-1 md:group-data-[align=alternate]/timeline:pt-1 md:group-data-[align=alternate]/timeline:group-even/item:col-start-1 md:group-data-[align=alternate]/timeline:group-even/item:text-end',
};

export function Timeline({
  align = 'start',
  className,
  ...props
}: ComponentProps<'ol'> & { align?: 'start' | 'alternate' }) {
  return (
    <ol data-slot="timeline" data-align={align} className={cn('group/timeline', className)} {...props} />
  );
}

interface TimelineItemProps extends Omit<ComponentProps<'li'>, 'title'> {
  title: ReactNode;
  /** The time as shown ("2 hours ago", a formatted date); `dateTime` gives its machine form. */
  time?: ReactNode;
  dateTime?: string;
  /** An icon in a tinted circle instead of the plain dot. */
  icon?: ReactNode;
  colour?: TimelineColour;
  /** The title's element: a heading that fits the page outline, or a plain paragraph. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
}

export function TimelineItem({
  title,
  time,
  dateTime,
  icon,
  colour = 'primary',
  titleAs: Title = 'h3',
  className,
  children,
  ...props
}: TimelineItemProps) {
  return (
    <li
      data-slot="timeline-item"
      className={cn('group/item grid grid-cols-[2rem_1fr] gap-x-3', ALTERNATE.item, className)}
      {...props}
    >
      <div className={cn('col-start-1 row-span-2 row-start-1 flex flex-col items-center', ALTERNATE.marker)}>
        {icon ? (
          <span
            aria-hidden
            className={cn(
              'grid size-8 shrink-0 place-items-center rounded-full ring-4 ring-card [&_svg]:size-4',
              ICON[colour],
            )}
          >
            {icon}
          </span>
        ) : (
          <span aria-hidden className="grid size-8 shrink-0 place-items-center">
            <span className={cn('size-3 rounded-full ring-4 ring-card', DOT[colour])} />
          </span>
        )}
        <span aria-hidden className="my-1 w-px flex-1 bg-border group-last/item:hidden" />
      </div>
      {time && (
        <p className={cn('col-start-2 row-start-1 pt-1.5 text-xs text-muted-foreground', ALTERNATE.time)}>
          <time dateTime={dateTime}>{time}</time>
        </p>
      )}
      <div
        className={cn(
          'col-start-2 min-w-0 pb-8 group-last/item:pb-0',
          time ? 'row-start-2' : 'row-span-2 row-start-1 pt-1.5',
          ALTERNATE.body,
        )}
      >
        <Title className="text-sm font-semibold">{title}</Title>
        {children && <div className="mt-1 text-sm text-muted-foreground">{children}</div>}
      </div>
    </li>
  );
}
