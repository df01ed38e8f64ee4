import { cn } from '@/lib/utils';

/**
 * Labels under a horizontal slider at their values. Decorative for assistive technology (the
 * thumb says its own value); placed with a logical inset, so they follow the slider in RTL.
 */
export function SliderMarks({
  marks,
  min,
  max,
}: {
  marks: readonly { value: number; label: string }[];
  min: number;
  max: number;
}) {
  return (
    <div aria-hidden className="relative mx-2.5 h-5 text-xs text-muted-foreground">
      {marks.map(({ value, label }, index) => (
        <span
          key={value}
          style={{ insetInlineStart: `${((value - min) / (max - min)) * 100}%` }}
          className={cn(
            'absolute top-0 whitespace-nowrap',
            index === 0
              ? ''
              : index === marks.length - 1
                ? '-translate-x-full rtl:translate-x-full'
                : '-translate-x-1/2 rtl:translate-x-1/2',
          )}
        >
          {label}
        </span>
      ))}
    </div>
  );
}

/** The smallest and largest value at the two ends of a slider. */
export function MinMaxLabels({ min, max }: { min: string; max: string }) {
  return (
    <div aria-hidden className="flex justify-between text-xs text-muted-foreground">
      <span>{min}</span>
      <span>{max}</span>
    </div>
  );
}
