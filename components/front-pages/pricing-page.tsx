import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ArrowRight } from 'lucide-react';
import { PricingPlans } from '@/components/pricing/pricing-plans';
import { FREE_TRIAL_MONTHS } from '@/lib/constants';
import { HELP_ARTICLES } from '@/lib/help-center/articles';
import { helpArticlePath } from '@/lib/help-center/help-center-seo';
import type { Locale } from '@/lib/i18n/locales';
import type { SiteConfig } from '@/sites';
import { FrontPageFrame, PageIntro } from './front-page-frame';

/** `/front-pages/pricing`: the free trial and the plans after it, in the site's brand. */
export async function PricingPage({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = await getTranslations('Pricing');
  return (
    <FrontPageFrame site={site} locale={locale} path="/front-pages/pricing">
      <div className="mx-auto max-w-6xl space-y-10 px-4 pt-12 sm:px-6">
        <PageIntro
          eyebrow={t('eyebrow')}
          title={t('title')}
          lead={t('subtitle', { months: FREE_TRIAL_MONTHS, appName: site.appName })}
        />
        <PricingPlans site={site} locale={locale} audience="visitor" />
        <p className="text-center">
          <Link
            href={helpArticlePath(locale, HELP_ARTICLES.trial.slug)}
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {t('helpLink')}
            <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </Link>
        </p>
      </div>
    </FrontPageFrame>
  );
}
