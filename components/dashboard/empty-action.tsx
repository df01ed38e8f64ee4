import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import type { dashboardKit } from './dashboard-kit';

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

type EmptyKit = Pick<Awaited<ReturnType<typeof dashboardKit>>, 't' | 'linkTo' | 'openItems' | 'wording'>;

/** No offer published yet: the way to publish one. */
export function NoOffersYet({ kit }: { kit: EmptyKit }) {
  return (
    <EmptyAction text={kit.t('empty.offersText')} href={kit.linkTo('/add-new')} label={kit.wording.addNew} />
  );
}

/** No views yet: the offers to look at, or the first one to publish. */
export function NoViewsYet({ kit, published }: { kit: EmptyKit; published: number }) {
  if (!published) return <NoOffersYet kit={kit} />;
  return <EmptyAction text={kit.t('empty.views')} href={kit.linkTo('/my-items')} label={kit.openItems} />;
}
