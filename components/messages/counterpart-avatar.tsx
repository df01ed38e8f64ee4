import { cn } from '@/lib/utils';

function initials(name: string): string {
  return (
    name
      .split(/[\s@._-]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => [...part][0]!.toUpperCase())
      .join('') || '?'
  );
}

/** The counterpart's initials in a circle; decorative, the name is always written next to it. */
export function CounterpartAvatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-primary font-semibold text-primary-foreground',
        size === 'lg' ? 'size-11 text-base' : 'size-10 text-sm',
      )}
    >
      {initials(name)}
    </span>
  );
}
