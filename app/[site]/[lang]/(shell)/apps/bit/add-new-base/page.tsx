import { ListingFormPage } from '@/components/listings/listing-form-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';
import { siteWording } from '@/lib/site/site-copy';

export async function generateMetadata({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  return { title: (await siteWording(ctx.site, ctx.locale)).addNew };
}

/** docs/product.md §2.2 `apps/bit/add-new-base`: the same listing form in its base variant. */
export default async function AddNewBasePage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/apps/bit/add-new-base');
  const { addNew } = await siteWording(ctx.site, ctx.locale);
  return <ListingFormPage ctx={ctx} viewer={viewer} title={addNew} variant="base" />;
}
