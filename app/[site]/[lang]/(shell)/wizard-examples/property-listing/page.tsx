import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PropertyListingPage } from '@/components/wizards/property/property-listing-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Wizards.property'))('title') };
}

export default async function Page({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/wizard-examples/property-listing');
  // guardPage has already sent visitors who are not signed in to the login page.
  if (viewer.kind !== 'member') notFound();
  return <PropertyListingPage ctx={ctx} viewer={viewer} />;
}
