'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { Children, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/*
 * Radix Avatar: the image shows once it has loaded, the fallback (initials or an icon) until then
 * and when it fails. The image needs an `alt` (the person's name) unless the name is written beside it.
 */
export const avatarVariants = cva(
  'relative flex shrink-0 overflow-hidden bg-primary-soft font-medium text-primary select-none',
  {
    variants: {
      size: {
        sm: 'size-8 text-xs',
        md: 'size-10 text-sm',
        lg: 'size-12 text-base',
        xl: 'size-16 text-lg',
      },
      shape: {
        circle: 'rounded-full',
        rounded: 'rounded-lg',
      },
    },
    defaultVariants: { size: 'md', shape: 'circle' },
  },
);

type AvatarProps = ComponentProps<typeof AvatarPrimitive.Root> & VariantProps<typeof avatarVariants>;

export function Avatar({ className, size, shape, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn(avatarVariants({ size, shape }), className)}
      {...props}
    />
  );
}

export function AvatarImage({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn('aspect-square size-full object-cover', className)}
      {...props}
    />
  );
}

export function AvatarFallback({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn('flex size-full items-center justify-center [&>svg]:size-1/2', className)}
      {...props}
    />
  );
}

interface AvatarGroupProps extends ComponentProps<'div'> {
  /** How many avatars to show; the rest become a "+N" bubble. All when unset. */
  max?: number;
  /** The whole count when the children are only the first few (e.g. 5 shown of 42 members). */
  total?: number;
  /** Size and shape of the "+N" bubble: those of the avatars. */
  size?: AvatarProps['size'];
  shape?: AvatarProps['shape'];
  /** Read instead of "+N" by screen readers, e.g. "12 more members". */
  overflowLabel?: (hidden: number) => string;
  children: ReactNode;
}

/** Overlapping avatars, each ringed in the card colour, and a "+N" bubble for those not shown. */
export function AvatarGroup({
  max,
  total,
  size,
  shape,
  overflowLabel,
  className,
  children,
  ...props
}: AvatarGroupProps) {
  const items = Children.toArray(children);
  const shown = max === undefined ? items : items.slice(0, max);
  const hidden = (total ?? items.length) - shown.length;
  return (
    <div
      data-slot="avatar-group"
      className={cn('flex items-center *:ring-2 *:ring-card [&>*:not(:first-child)]:-ms-2', className)}
      {...props}
    >
      {shown}
      {hidden > 0 ? (
        <span
          className={cn(
            avatarVariants({ size, shape }),
            'items-center justify-center bg-muted text-foreground',
          )}
        >
          <span aria-hidden={overflowLabel ? true : undefined}>+{hidden}</span>
          {overflowLabel ? <span className="sr-only">{overflowLabel(hidden)}</span> : null}
        </span>
      ) : null}
    </div>
  );
}
