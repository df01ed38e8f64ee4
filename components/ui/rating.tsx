'use client';

import { Star } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useState } from 'react';
import { cn } from '@/lib/utils';

interface RatingProps {
  /** The chosen number of stars; 0 for none yet. */
  value: number;
  onValueChange?: (value: number) => void;
  max?: number;
  /** Each star's name, and the read-only rating's: `(3, 5) => "3 of 5"` (translated by the caller). */
  itemLabel: (value: number, max: number) => string;
  /** The group's name when no visible label points at it. */
  label?: string;
  'aria-labelledby'?: string;
  /** Show the rating as a picture (role img) rather than as an input. */
  readOnly?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** The form field's name, for a native form post. */
  name?: string;
  size?: 'sm' | 'md';
  className?: string;
}

// Amber at steps that keep 3:1 against the card in both themes (WCAG 1.4.11); empty stars are outlined.
const filledStar = 'fill-amber-400 text-amber-600 dark:text-amber-400';
const emptyStar = 'fill-transparent text-muted-foreground';

/**
 * A star rating. As an input it is a radio group (Radix): arrow keys move and choose (mirrored in
 * RTL by the app's DirectionProvider), Tab leaves; each star is a radio named by `itemLabel`.
 */
export function Rating({
  value,
  onValueChange,
  max = 5,
  itemLabel,
  label,
  readOnly = false,
  disabled,
  required,
  name,
  size = 'md',
  className,
  ...aria
}: RatingProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const stars = Array.from({ length: max }, (_, index) => index + 1);
  const iconSize = size === 'sm' ? 'size-4' : 'size-6';

  if (readOnly) {
    const shown = Math.round(value);
    return (
      <div role="img" aria-label={itemLabel(value, max)} className={cn('inline-flex gap-0.5', className)}>
        {stars.map((star) => (
          <Star key={star} aria-hidden className={cn(iconSize, star <= shown ? filledStar : emptyStar)} />
        ))}
      </div>
    );
  }

  const shown = hovered ?? value;
  return (
    <RadioGroup.Root
      aria-label={label}
      aria-labelledby={aria['aria-labelledby']}
      orientation="horizontal"
      value={value ? String(value) : ''}
      onValueChange={(next) => onValueChange?.(Number(next))}
      disabled={disabled}
      required={required}
      name={name}
      onPointerLeave={() => setHovered(null)}
      className={cn('inline-flex', className)}
    >
      {stars.map((star) => (
        <RadioGroup.Item
          key={star}
          value={String(star)}
          aria-label={itemLabel(star, max)}
          onPointerEnter={() => setHovered(star)}
          className="grid size-9 place-items-center rounded-md transition outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Star aria-hidden className={cn(iconSize, 'transition', star <= shown ? filledStar : emptyStar)} />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
