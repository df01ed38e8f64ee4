import { getTranslations } from 'next-intl/server';
import { ListingFormPage } from '@/components/listings/listing-form-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type Props = { params: Promise<{ site: string; lang: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  await pageContext(params as SiteParams);
  return { title: (await getTranslations('ListingForm'))('editTitle') };
}

/** Editing is for the owner or a site admin; anyone else gets the not-found page. */
export default async function EditListingPage({ params }: Props) {
  const { id } = await params;
  const ctx = await pageContext(params as SiteParams);
  const viewer = await guardPage(ctx, { pathname: '/my-items/[id]/edit', params: { id } });
  return (
    <ListingFormPage
      ctx={ctx}
      viewer={viewer}
      title={(await getTranslations('ListingForm'))('editTitle')}
      listingId={id}
    />
  );
}
