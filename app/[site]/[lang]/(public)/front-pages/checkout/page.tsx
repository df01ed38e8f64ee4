import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckoutPage } from '@/components/front-pages/checkout-page';
import { planChoiceOf, type PlanSearchParams } from '@/lib/front-pages/plan-search-params';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  await pageContext(params);
  // A form, not content: nothing here for search engines.
  return { title: (await getTranslations('FrontPages.checkout'))('metaTitle'), robots: { index: false } };
}

/** `/{lang}/front-pages/checkout?plan=`: request a plan from the site's team. */
export default async function CheckoutRoute({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: PlanSearchParams;
}) {
  const { site, locale } = await pageContext(params);
  return <CheckoutPage site={site} locale={locale} choice={await planChoiceOf(searchParams)} />;
}
