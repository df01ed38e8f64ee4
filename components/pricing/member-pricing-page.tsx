import { getTranslations } from 'next-intl/server';
import { FREE_TRIAL_MONTHS } from '@/lib/constants';
import type { PageContext } from '@/lib/site/page-context';
import { PricingPlans } from './pricing-plans';

/** `/pages/pricing` in the signed-in shell: the public pricing page's plans, under the shell's title. */
export async function MemberPricingPage({ site, locale }: PageContext) {
  const t = await getTranslations('Pricing');
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-1 text-muted-foreground">
          {t('subtitle', { months: FREE_TRIAL_MONTHS, appName: site.appName })}
        </p>
      </header>
      <PricingPlans site={site} locale={locale} audience="member" />
    </div>
  );
}
