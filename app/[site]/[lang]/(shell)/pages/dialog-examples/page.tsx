import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DialogExamplesPage } from '@/components/templates/dialogs/dialog-examples-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('DialogExamples'))('title') };
}

/** docs/templates.md: `/pages/dialog-examples`, for signed-in members. */
export default async function DialogExamplesRoute({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/pages/dialog-examples');
  // guardPage has already sent visitors who are not signed in to the login page.
  if (viewer.kind !== 'member') notFound();
  return <DialogExamplesPage ctx={ctx} viewer={viewer} />;
}
