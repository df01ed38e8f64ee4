import { Slot } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/*
 * A list of rows: a leading avatar or icon, one or two lines of text, a trailing action or note.
 * `ListItem` is a static row (its trailing slot may hold real buttons); `ListItemAction` makes the
 * whole row one button, or one link with `asChild`, so nothing interactive is nested inside
 * another. Selection is the caller's `aria-pressed`, `aria-selected` or `aria-current`, which
 * also draws it. `dense` tightens every row. Server component: no state.
 */
export function List({ dense = false, className, ...props }: ComponentProps<'ul'> & { dense?: boolean }) {
  return (
    <ul
      data-slot="list"
      data-dense={dense || undefined}
      className={cn('group/list flex flex-col', className)}
      {...props}
    />
  );
}

const ROW =
  'flex w-full items-center gap-3 px-4 py-3 text-start group-data-dense/list:gap-2.5 group-data-dense/list:py-1.5';

export function ListItem({ className, ...props }: ComponentProps<'li'>) {
  return <li data-slot="list-item" className={cn(ROW, className)} {...props} />;
}

/** A row that is one button (or, with `asChild`, the link or element given as its child). */
export function ListItemAction({
  asChild = false,
  className,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean }) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <li data-slot="list-item" className="flex">
      <Component
        {...(asChild ? {} : { type: 'button' as const })}
        className={cn(
          ROW,
          'rounded-md transition outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset disabled:pointer-events-none disabled:opacity-50',
          'aria-pressed:bg-primary-soft aria-selected:bg-primary-soft aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary',
          className,
        )}
        {...props}
      />
    </li>
  );
}

/** The avatar or icon at the start of a row (decorative unless the caller names it). */
export function ListItemLeading({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="list-item-leading"
      className={cn(
        'grid shrink-0 place-items-center text-muted-foreground [&>svg]:size-5 group-data-dense/list:[&>svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

/** One or two lines: the primary text and an optional muted second line. */
export function ListItemText({
  primary,
  secondary,
  className,
}: {
  primary: ReactNode;
  secondary?: ReactNode;
  className?: string;
}) {
  return (
    <span data-slot="list-item-text" className={cn('flex min-w-0 flex-1 flex-col', className)}>
      <span className="truncate text-sm font-medium">{primary}</span>
      {secondary && (
        <span className="line-clamp-2 text-sm text-muted-foreground group-data-dense/list:text-xs">
          {secondary}
        </span>
      )}
    </span>
  );
}

/** What sits at the end of a row: buttons in a static row, a note or a chevron in an action row. */
export function ListItemTrailing({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="list-item-trailing"
      className={cn('ms-auto flex shrink-0 items-center gap-1 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
