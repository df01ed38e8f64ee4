import { ChevronLeft, ChevronRight, MoreHorizontal } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/*
 * A presentational pagination bar (the pages to show come from `paginationRange` in
 * lib/pagination.ts). Links are plain anchors, or the caller's own Link with `asChild`:
 *
 *   <PaginationLink asChild isActive={page === 3}><Link href={…}>3</Link></PaginationLink>
 *   <PaginationNext asChild label={t('next')}><Link href={…} /></PaginationNext>
 *
 * Every label is passed in: the component holds no text of its own.
 */
export function Pagination({
  className,
  ...props
}: ComponentProps<'nav'> & { /** Names the landmark, e.g. "Pages". */ 'aria-label': string }) {
  return (
    <nav data-slot="pagination" className={cn('mx-auto flex w-full justify-center', className)} {...props} />
  );
}

export function PaginationContent({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul
      data-slot="pagination-content"
      className={cn('flex flex-wrap items-center gap-1', className)}
      {...props}
    />
  );
}

export function PaginationItem(props: ComponentProps<'li'>) {
  return <li data-slot="pagination-item" {...props} />;
}

type PaginationLinkProps = ComponentProps<'a'> & {
  /** The current page: aria-current="page" and the filled look. */
  isActive?: boolean;
  size?: 'default' | 'icon';
  asChild?: boolean;
};

export function PaginationLink({
  className,
  isActive,
  size = 'icon',
  asChild,
  ...props
}: PaginationLinkProps) {
  const Component = asChild ? Slot.Root : 'a';
  return (
    <Component
      data-slot="pagination-link"
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        buttonVariants({ variant: isActive ? 'default' : 'ghost', size }),
        'tabular-nums',
        className,
      )}
      {...props}
    />
  );
}

type PaginationStepProps = Omit<PaginationLinkProps, 'isActive' | 'size'> & {
  /** "Previous" / "Next" in the page's language; hidden on phones (still the link's name). */
  label: string;
};

/** Previous or next: a chevron and the label; with `asChild`, the child link gets both as children. */
function PaginationStep({
  direction,
  label,
  asChild,
  children,
  className,
  ...props
}: PaginationStepProps & { direction: 'previous' | 'next' }) {
  const Component = asChild ? Slot.Root : 'a';
  const Chevron = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <Component
      data-slot={`pagination-${direction}`}
      className={cn(buttonVariants({ variant: 'ghost' }), 'gap-1 px-2.5 sm:px-3', className)}
      {...props}
    >
      {direction === 'previous' ? <Chevron aria-hidden className="size-4 rtl:-scale-x-100" /> : null}
      {asChild ? <Slot.Slottable>{children}</Slot.Slottable> : null}
      <span className="sr-only sm:not-sr-only">{label}</span>
      {direction === 'next' ? <Chevron aria-hidden className="size-4 rtl:-scale-x-100" /> : null}
    </Component>
  );
}

export function PaginationPrevious(props: PaginationStepProps) {
  return <PaginationStep direction="previous" {...props} />;
}

export function PaginationNext(props: PaginationStepProps) {
  return <PaginationStep direction="next" {...props} />;
}

/** A gap in the page numbers; `label` (e.g. "More pages") is read by screen readers only. */
export function PaginationEllipsis({
  className,
  label,
  ...props
}: ComponentProps<'span'> & { label: string }) {
  return (
    <span
      data-slot="pagination-ellipsis"
      className={cn('flex size-9 items-center justify-center text-muted-foreground', className)}
      {...props}
    >
      <MoreHorizontal aria-hidden className="size-4" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
