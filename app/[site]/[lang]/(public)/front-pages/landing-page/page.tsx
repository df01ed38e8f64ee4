import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LandingPage } from '@/components/front-pages/landing-page';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

// Rendered on the first visit of each site and language, then served from cache: nothing here
// reads the request.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { site } = await pageContext(params);
  return { title: (await getTranslations('FrontPages.landing'))('metaTitle', { appName: site.appName }) };
}

/** `/{lang}/front-pages/landing-page`: the site's marketing page. */
export default async function LandingPageRoute({ params }: { params: SiteParams }) {
  const { site, locale } = await pageContext(params);
  return <LandingPage site={site} locale={locale} />;
}
