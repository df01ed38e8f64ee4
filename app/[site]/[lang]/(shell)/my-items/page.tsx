import { Plus } from 'lucide-react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { MyItemsTable } from '@/components/listings/my-items-table';
import { buttonVariants } from '@/components/ui/button';
import { guardPage } from '@/lib/auth/guard';
import { localePath } from '@/lib/i18n/locale-path';
import { myItemsForOwner } from '@/lib/listings/my-items';
import { pageContext, type SiteParams } from '@/lib/site/page-context';
import { siteWording } from '@/lib/site/site-copy';

export async function generateMetadata({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  return { title: (await siteWording(ctx.site, ctx.locale)).myItems };
}

export default async function Page({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/my-items');
  // guardPage has already sent visitors who are not signed in to the login page.
  if (viewer.kind !== 'member') notFound();
  const items = await myItemsForOwner(ctx, viewer.userId);
  const wording = await siteWording(ctx.site, ctx.locale);
  const addNew = { href: localePath(ctx.locale, '/add-new'), label: wording.addNew };
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{wording.myItems}</h1>
        <Link href={addNew.href} className={buttonVariants()}>
          <Plus aria-hidden className="size-4" />
          {addNew.label}
        </Link>
      </div>
      <MyItemsTable items={items} locale={ctx.locale} addNew={addNew} />
    </div>
  );
}
