import { FileInputPage } from '@/components/templates/forms/file-input/file-input-page';
import { galleryTitle } from '@/components/templates/forms/gallery-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: await galleryTitle('fileInput') };
}

/** `/{lang}/forms/file-input` (docs/templates.md). */
export default async function Page({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/forms/file-input');
  return <FileInputPage locale={ctx.locale} />;
}
