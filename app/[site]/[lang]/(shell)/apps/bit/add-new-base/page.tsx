import { ListingFormPage } from '@/components/listings/listing-form-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  return { title: ctx.site.copy[ctx.locale].addNew };
}

/** SPEC §2.2 `apps/bit/add-new-base`: the same listing form in its base variant. */
export default async function AddNewBasePage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/apps/bit/add-new-base');
  return <ListingFormPage ctx={ctx} viewer={viewer} title={ctx.site.copy[ctx.locale].addNew} variant="base" />;
}
