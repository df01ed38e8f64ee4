import { cva, type VariantProps } from 'class-variance-authority';
import { Check, X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { softTone, solidTone, toneBorder, toneText } from '@/components/ui/status-tone';
import { cn } from '@/lib/utils';

/*
 * A compact label for a tag, an attribute or a person: optional leading avatar or icon, optional
 * remove button. `FilterChip` is the selectable kind, a toggle button with `aria-pressed`.
 * Colours reuse the status tones, so every pair keeps AA contrast in both themes.
 */
const COLOURS = ['neutral', 'primary', 'success', 'warning', 'info', 'destructive'] as const;
export type ChipColour = (typeof COLOURS)[number];

const tones = {
  soft: {
    neutral: 'bg-muted text-foreground',
    primary: 'bg-primary-soft text-primary',
    ...softTone,
  },
  solid: {
    neutral: 'bg-foreground text-background',
    primary: 'bg-primary text-primary-foreground',
    ...solidTone,
  },
  outline: {
    neutral: 'border-border text-foreground',
    primary: 'border-primary/50 text-primary',
    ...Object.fromEntries(
      (['success', 'warning', 'info', 'destructive'] as const).map((tone) => [
        tone,
        cn(toneBorder[tone], toneText[tone]),
      ]),
    ),
  },
} as Record<'soft' | 'solid' | 'outline', Record<ChipColour, string>>;

export const chipVariants = cva(
  'inline-flex w-fit max-w-full shrink-0 items-center rounded-full border border-transparent font-medium whitespace-nowrap transition [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: { soft: '', solid: '', outline: 'bg-transparent' },
      colour: Object.fromEntries(COLOURS.map((colour) => [colour, ''])) as Record<ChipColour, string>,
      size: {
        sm: 'h-6 gap-1 px-2 text-xs [&_svg]:size-3',
        md: 'h-8 gap-1.5 px-3 text-sm [&_svg]:size-3.5',
        lg: 'h-10 gap-2 px-4 text-base [&_svg]:size-4',
      },
    },
    compoundVariants: (['soft', 'solid', 'outline'] as const).flatMap((variant) =>
      COLOURS.map((colour) => ({ variant, colour, className: tones[variant][colour] })),
    ),
    defaultVariants: { variant: 'soft', colour: 'neutral', size: 'md' },
  },
);

type ChipStyle = VariantProps<typeof chipVariants>;

interface ChipOwnProps {
  /** A small image or initials before the label (decorative: the label names the chip). */
  avatar?: ReactNode;
  /** An icon before the label; ignored when an avatar is given. */
  icon?: ReactNode;
  /** Shows a remove button at the end; `removeLabel` names it ("Remove Garden"). */
  onRemove?: () => void;
  removeLabel?: string;
}

/** The leading avatar or icon, pulled towards the rounded edge. */
function ChipLeading({ avatar, icon }: Pick<ChipOwnProps, 'avatar' | 'icon'>) {
  if (avatar) {
    return (
      <span
        aria-hidden
        className="-ms-1.5 grid size-[1.6em] shrink-0 place-items-center overflow-hidden rounded-full [&_img]:size-full [&_img]:object-cover"
      >
        {avatar}
      </span>
    );
  }
  return icon ? (
    <span aria-hidden className="-ms-0.5 inline-flex">
      {icon}
    </span>
  ) : null;
}

export function Chip({
  className,
  variant,
  colour,
  size,
  avatar,
  icon,
  onRemove,
  removeLabel,
  children,
  ...props
}: ComponentProps<'span'> & ChipStyle & ChipOwnProps) {
  return (
    <span
      data-slot="chip"
      className={cn(chipVariants({ variant, colour, size }), onRemove && 'pe-1', className)}
      {...props}
    >
      <ChipLeading avatar={avatar} icon={icon} />
      <span className="truncate">{children}</span>
      {onRemove && (
        <button
          type="button"
          aria-label={removeLabel}
          onClick={onRemove}
          className="grid size-[1.5em] place-items-center rounded-full opacity-80 outline-none hover:bg-current/15 hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X aria-hidden />
        </button>
      )}
    </span>
  );
}

/**
 * A selectable chip for filters: a toggle button (`aria-pressed`) that shows a check mark while
 * pressed and turns to the filled primary colour, so the state is not told by colour alone.
 */
export function FilterChip({
  className,
  size,
  pressed,
  onPressedChange,
  avatar,
  icon,
  children,
  ...props
}: Omit<ComponentProps<'button'>, 'onChange'> &
  Pick<ChipStyle, 'size'> &
  Pick<ChipOwnProps, 'avatar' | 'icon'> & {
    pressed: boolean;
    onPressedChange: (pressed: boolean) => void;
  }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
      className={cn(
        chipVariants({
          variant: pressed ? 'soft' : 'outline',
          colour: pressed ? 'primary' : 'neutral',
          size,
        }),
        'cursor-pointer outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-pressed:border-primary/40 aria-pressed:hover:bg-primary/20',
        className,
      )}
      {...props}
    >
      {pressed ? <Check aria-hidden className="-ms-0.5" /> : <ChipLeading avatar={avatar} icon={icon} />}
      <span className="truncate">{children}</span>
    </button>
  );
}
