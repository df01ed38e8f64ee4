import { TextareaPage } from '@/components/templates/forms/textarea/textarea-page';
import { galleryTitle } from '@/components/templates/forms/gallery-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: await galleryTitle('textarea') };
}

/** `/{lang}/forms/textarea` (docs/templates.md). */
export default async function Page({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/forms/textarea');
  return <TextareaPage locale={ctx.locale} />;
}
