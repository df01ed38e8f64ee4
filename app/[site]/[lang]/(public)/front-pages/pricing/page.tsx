import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PricingPage } from '@/components/front-pages/pricing-page';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

// Rendered on the first visit of each site and language, then served from cache: nothing here
// reads the request.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  await pageContext(params);
  return { title: (await getTranslations('Pricing'))('metaTitle') };
}

/** `/{lang}/front-pages/pricing`: the free trial and the plans a member picks after it. */
export default async function PricingRoute({ params }: { params: SiteParams }) {
  const { site, locale } = await pageContext(params);
  return <PricingPage site={site} locale={locale} />;
}
