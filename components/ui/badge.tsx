import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { softTone, solidTone } from '@/components/ui/status-tone';
import { cn } from '@/lib/utils';

/*
 * A small label: `variant` says what it means, `tone` how loud it is (a full fill or a tint). Every
 * pair keeps AA contrast in both themes (components/ui/status-tone.ts).
 */
export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden rounded-md border border-transparent px-2 py-0.5 text-xs font-medium whitespace-nowrap transition outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [&>svg]:pointer-events-none [&>svg]:size-3',
  {
    variants: {
      variant: {
        default: '',
        secondary: 'bg-muted text-foreground',
        outline: 'border-border text-foreground',
        destructive: '',
        success: '',
        warning: '',
        info: '',
      },
      tone: { solid: '', soft: '' },
    },
    compoundVariants: [
      { variant: 'default', tone: 'solid', className: 'bg-primary text-primary-foreground' },
      { variant: 'default', tone: 'soft', className: 'bg-primary-soft text-primary' },
      ...(['destructive', 'success', 'warning', 'info'] as const).flatMap((variant) => [
        { variant, tone: 'solid' as const, className: solidTone[variant] },
        { variant, tone: 'soft' as const, className: softTone[variant] },
      ]),
    ],
    defaultVariants: { variant: 'default', tone: 'solid' },
  },
);

type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants> & { asChild?: boolean };

export function Badge({ className, variant, tone, asChild = false, ...props }: BadgeProps) {
  const Component = asChild ? Slot.Root : 'span';
  return (
    <Component data-slot="badge" className={cn(badgeVariants({ variant, tone }), className)} {...props} />
  );
}
