import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Five stars filled to the rating (decorative); `label` says the rating in words. */
export function RatingStars({
  rating,
  label,
  className,
}: {
  rating: number;
  label: string;
  className?: string;
}) {
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((step) => (
        <Star
          key={step}
          aria-hidden
          className={cn(
            'size-4',
            rating >= step - 0.25
              ? 'fill-amber-400 text-amber-500'
              : 'fill-transparent text-muted-foreground/50',
          )}
        />
      ))}
    </span>
  );
}
