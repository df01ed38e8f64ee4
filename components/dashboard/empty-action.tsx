import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';

/** The next step an empty chart or dashboard offers. */
export function EmptyAction({ text, href, label }: { text: string; href?: string; label?: string }) {
  return (
    <div className="flex max-w-sm flex-col items-center gap-3">
      <p>{text}</p>
      {href && label && (
        <Link href={href} className={buttonVariants({ variant: 'soft', size: 'sm' })}>
          {label}
        </Link>
      )}
    </div>
  );
}
