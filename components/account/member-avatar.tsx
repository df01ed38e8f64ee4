import { initialsOf } from '@/lib/account/initials';
import { cn } from '@/lib/utils';

const SIZES = { sm: 'size-10 text-sm', md: 'size-16 text-xl', lg: 'size-24 text-3xl' } as const;

/** A member's photo, or their initials on the brand colour; decorative (the name is always beside it). */
export function MemberAvatar({
  name,
  src,
  size = 'md',
}: {
  name: string;
  src: string | null;
  size?: keyof typeof SIZES;
}) {
  const box = cn('shrink-0 rounded-full', SIZES[size]);
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- a stored 320 px variant, already sized
    <img src={src} alt="" width={320} height={320} className={cn(box, 'object-cover')} />
  ) : (
    <span
      aria-hidden
      className={cn(box, 'grid place-items-center bg-primary font-semibold text-primary-foreground')}
    >
      {initialsOf(name)}
    </span>
  );
}
