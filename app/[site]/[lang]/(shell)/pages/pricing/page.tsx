import { getTranslations } from 'next-intl/server';
import { MemberPricingPage } from '@/components/pricing/member-pricing-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Pricing'))('metaTitle') };
}

/** `/{lang}/pages/pricing`: the same plans as the public pricing page, for signed-in members. */
export default async function Page({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/pages/pricing');
  return <MemberPricingPage {...ctx} />;
}
