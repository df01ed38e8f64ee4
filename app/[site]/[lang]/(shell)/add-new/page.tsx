import { ListingFormPage } from '@/components/listings/listing-form-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';
import { siteWording } from '@/lib/site/site-copy';

export async function generateMetadata({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  return { title: (await siteWording(ctx.site, ctx.locale)).addNew };
}

/** `/add-new` with the site's own wording (docs/product.md §1). */
export default async function AddNewPage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/add-new');
  const { addNew } = await siteWording(ctx.site, ctx.locale);
  return <ListingFormPage ctx={ctx} viewer={viewer} title={addNew} />;
}
