import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FormWizardPage } from '@/components/wizards/account/form-wizard-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('FormWizards'))('icons.title') };
}

export default async function Page({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/forms/form-wizard-icons');
  // guardPage has already sent visitors who are not signed in to the login page.
  if (viewer.kind !== 'member') notFound();
  return <FormWizardPage ctx={ctx} viewer={viewer} variant="icons" />;
}
