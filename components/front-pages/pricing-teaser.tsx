import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { planPriceFormatter } from '@/components/pricing/plan-price';
import { FREE_TRIAL_MONTHS } from '@/lib/constants';
import { PLAN_IDS, planPrice } from '@/lib/front-pages/plans';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import type { SiteConfig } from '@/sites';

/** The landing page's short word on prices: the trial, each plan's monthly price, the way to the details. */
export async function PricingTeaser({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = await getTranslations('FrontPages.landing');
  const tp = await getTranslations('Pricing');
  const formatPrice = await planPriceFormatter(locale);
  return (
    <section aria-labelledby="pricing-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <div className="surface grid gap-8 border border-transparent p-8 md:grid-cols-[1.2fr_1fr] md:items-center">
        <div>
          <h2 id="pricing-title" className="text-2xl font-bold tracking-tight">
            {t('pricingTitle')}
          </h2>
          <p className="mt-3 text-muted-foreground">
            {t('pricingText', { months: FREE_TRIAL_MONTHS, appName: site.appName })}
          </p>
          <Link
            href={localePath(locale, '/front-pages/pricing')}
            className="mt-5 inline-flex items-center gap-1.5 rounded-md bg-primary px-4 py-2.5 text-sm font-semibold text-primary-foreground hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {t('pricingLink')}
            <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </Link>
        </div>
        <ul className="space-y-3">
          <li className="flex items-center gap-3 rounded-lg bg-primary-soft p-4 font-medium">
            <CircleCheck aria-hidden className="size-5 shrink-0 text-primary" />
            {tp('trialName')}: {tp('trialPeriod', { months: FREE_TRIAL_MONTHS })}
          </li>
          {PLAN_IDS.map((plan) => {
            const price = planPrice(site, plan);
            return (
              <li key={plan} className="flex items-center gap-3 rounded-lg border border-border p-4">
                <CircleCheck aria-hidden className="size-5 shrink-0 text-primary" />
                {t('pricingFrom', {
                  plan: tp(`plans.${plan}.name`),
                  price: formatPrice(price.monthly, price.currency),
                })}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
