import { Plus } from 'lucide-react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { MyItem } from '@/components/listings/my-item';
import { MyItemsTable } from '@/components/listings/my-items-table';
import { buttonVariants } from '@/components/ui/button';
import { guardPage } from '@/lib/auth/guard';
import { getDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { imagesOf, listingsOfOwner, type ListingRow, type MediaRow } from '@/lib/listings/repository';
import { listingScope } from '@/lib/listings/scope';
import { pageContext, type SiteParams } from '@/lib/site/page-context';
import { siteWording } from '@/lib/site/site-copy';
import { getStorage } from '@/lib/storage';

export async function generateMetadata({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  return { title: (await siteWording(ctx.site, ctx.locale)).myItems };
}

/** Images come ordered by position, so the first one seen for a listing is its cover. */
function coverThumbs(images: MediaRow[]): Map<string, string> {
  const thumbs = new Map<string, string>();
  if (!images.length) return thumbs;
  const storage = getStorage();
  for (const image of images) {
    if (image.listingId && !thumbs.has(image.listingId)) thumbs.set(image.listingId, storage.publicUrl(image.thumbKey));
  }
  return thumbs;
}

function toMyItem(listing: ListingRow, thumbUrl: string | null, locale: Locale): MyItem {
  return {
    id: listing.id,
    productName: listing.productName,
    price: listing.price,
    currency: listing.currency,
    status: listing.status,
    updatedAt: listing.updatedAt.toISOString(),
    thumbUrl,
    offerHref: localePath(locale, { pathname: '/offer/[offerId]', params: { offerId: listing.id } }),
    editHref: localePath(locale, { pathname: '/my-items/[id]/edit', params: { id: listing.id } }),
  };
}

export default async function Page({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/my-items');
  // guardPage has already sent visitors who are not signed in to the login page.
  if (viewer.kind !== 'member') notFound();
  const db = getDb();
  const listings = await listingsOfOwner(db, listingScope(ctx.site), viewer.userId);
  const images = await imagesOf(db, listings.map((listing) => listing.id));
  const thumbs = coverThumbs(images);
  const items = listings.map((listing) => toMyItem(listing, thumbs.get(listing.id) ?? null, ctx.locale));
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
