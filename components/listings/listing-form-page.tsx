import { notFound } from 'next/navigation';
import type { Viewer } from '@/lib/auth/viewer';
import { abilityFrom } from '@/lib/auth/abilities';
import { getDb } from '@/lib/db/client';
import { localePath } from '@/lib/i18n/locale-path';
import { EMPTY_LISTING, type ListingFormValues } from '@/lib/listings/listing-schema';
import { editableListing, imagesOf, ListingForbidden, ListingNotFound } from '@/lib/listings/repository';
import { listingScope } from '@/lib/listings/scope';
import type { PageContext } from '@/lib/site/page-context';
import { getStorage } from '@/lib/storage';
import { cn } from '@/lib/utils';
import { ListingForm } from './listing-form';
import type { ImageItem } from './use-image-uploads';

interface ListingFormPageProps {
  ctx: PageContext;
  viewer: Viewer;
  title: string;
  /** Present when editing. */
  listingId?: string;
  /** The `apps/bit/add-new-base` variant: the same form without the page chrome. */
  variant?: 'full' | 'base';
}

async function initialState(ctx: PageContext, viewer: Viewer, listingId?: string): Promise<{ values: ListingFormValues; images: ImageItem[] }> {
  if (!listingId || viewer.kind !== 'member') return { values: EMPTY_LISTING, images: [] };
  const db = getDb();
  try {
    const row = await editableListing(db, listingScope(ctx.site), { userId: viewer.userId, isAdmin: abilityFrom(viewer.abilityRules).can('manage', 'all') }, listingId);
    const storage = getStorage();
    const images = (await imagesOf(db, [row.id])).map((image) => ({
      key: image.id,
      mediaId: image.id,
      thumbUrl: storage.publicUrl(image.thumbKey),
      name: image.alt || image.id,
      alt: image.alt,
      progress: 1,
      status: 'done' as const,
    }));
    const values: ListingFormValues = {
      productName: row.productName,
      description: row.description,
      price: row.price,
      duration: row.duration,
      location: row.location,
      pricing: row.pricing,
      images: images.map((image) => ({ mediaId: image.mediaId, alt: image.alt })),
      publish: row.status === 'published',
    };
    return { values, images };
  } catch (error) {
    if (error instanceof ListingNotFound || error instanceof ListingForbidden) notFound();
    throw error;
  }
}

export async function ListingFormPage({ ctx, viewer, title, listingId, variant = 'full' }: ListingFormPageProps) {
  const { values, images } = await initialState(ctx, viewer, listingId);
  return (
    <div className={cn('space-y-6', variant === 'base' && 'mx-auto max-w-5xl')}>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <ListingForm
        listingId={listingId ?? null}
        initial={values}
        initialImages={images}
        currency={ctx.site.currency}
        doneHref={localePath(ctx.locale, '/my-items')}
        submitLabel={title}
      />
    </div>
  );
}
