import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentPage } from '@/components/front-pages/payment-page';
import { planChoiceOf, type PlanSearchParams } from '@/lib/front-pages/plan-search-params';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  await pageContext(params);
  return { title: (await getTranslations('FrontPages.payment'))('metaTitle'), robots: { index: false } };
}

/** `/{lang}/front-pages/payment?plan=&billing=&sent=1`: how payment is arranged, and the checkout's confirmation. */
export default async function PaymentRoute({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: PlanSearchParams;
}) {
  const { site, locale } = await pageContext(params);
  return <PaymentPage site={site} locale={locale} choice={await planChoiceOf(searchParams)} />;
}
