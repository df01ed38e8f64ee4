import { DateTimePickerPage } from '@/components/templates/forms/date-time-picker/date-time-picker-page';
import { galleryTitle } from '@/components/templates/forms/gallery-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: await galleryTitle('dateTimePicker') };
}

/** `/{lang}/forms/date-time-picker` (docs/templates.md). */
export default async function Page({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/forms/date-time-picker');
  return <DateTimePickerPage locale={ctx.locale} />;
}
