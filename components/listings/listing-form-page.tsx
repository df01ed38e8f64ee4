import type { Viewer } from '@/lib/auth/viewer';
import { localePath } from '@/lib/i18n/locale-path';
import { listingFormState } from '@/lib/listings/listing-form-state';
import type { PageContext } from '@/lib/site/page-context';
import { cn } from '@/lib/utils';
import { ListingForm, type ListingCategoryChoice } from './listing-form';

interface ListingFormPageProps {
  ctx: PageContext;
  viewer: Viewer;
  title: string;
  /** Present when editing. */
  listingId?: string;
  /** The `apps/bit/add-new-base` variant: the same form without the page chrome. */
  variant?: 'full' | 'base';
  /** The shop's add-product page: a category select, and where to go after saving. */
  category?: ListingCategoryChoice;
  doneHref?: string;
}

export async function ListingFormPage({
  ctx,
  viewer,
  title,
  listingId,
  variant = 'full',
  category,
  doneHref,
}: ListingFormPageProps) {
  const { values, images } = await listingFormState(ctx, viewer, listingId);
  return (
    <div className={cn('space-y-6', variant === 'base' && 'mx-auto max-w-5xl')}>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <ListingForm
        listingId={listingId ?? null}
        initial={values}
        initialImages={images}
        currency={ctx.site.currency}
        doneHref={doneHref ?? localePath(ctx.locale, '/my-items')}
        submitLabel={title}
        category={category}
      />
    </div>
  );
}
