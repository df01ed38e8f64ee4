import { getTranslations } from 'next-intl/server';
import type { PlanChoice } from '@/lib/front-pages/plan-search-params';
import type { Locale } from '@/lib/i18n/locales';
import type { SiteConfig } from '@/sites';
import { FrontPageFrame, PageIntro } from './front-page-frame';
import { PlanRequestForm } from './plan-request-form';
import { planRequestLabels } from './plan-request-labels';

/** `/front-pages/checkout`: the plan request, a real request to the site's team instead of a card payment. */
export async function CheckoutPage({
  site,
  locale,
  choice,
}: {
  site: SiteConfig;
  locale: Locale;
  choice: PlanChoice;
}) {
  const t = await getTranslations('FrontPages.checkout');
  return (
    <FrontPageFrame site={site} locale={locale} path="/front-pages/checkout">
      <div className="mx-auto max-w-6xl space-y-10 px-4 pt-12 sm:px-6">
        <PageIntro
          eyebrow={t('eyebrow')}
          title={t('title')}
          lead={t('subtitle', { appName: site.appName })}
        />
        <PlanRequestForm locale={locale} choice={choice} labels={await planRequestLabels(site, locale)} />
      </div>
    </FrontPageFrame>
  );
}
