import { Features } from '@/components/front/features';
import { Hero } from '@/components/front/hero';
import { TrialBanner } from '@/components/front/trial-banner';
import type { Locale } from '@/lib/i18n/locales';
import type { SiteConfig } from '@/sites';
import { FaqTeaser } from './faq-teaser';
import { Figures } from './figures';
import { FrontPageFrame } from './front-page-frame';
import { HowItWorks } from './how-it-works';
import { PricingTeaser } from './pricing-teaser';
import { TeamQuotes } from './team-quotes';

/**
 * `/front-pages/landing-page`: the site's full marketing page in its own words and brand. The hero,
 * the features and the closing call to register are the front page's own sections.
 */
export function LandingPage({ site, locale }: { site: SiteConfig; locale: Locale }) {
  return (
    <FrontPageFrame site={site} locale={locale} path="/front-pages/landing-page">
      <Hero site={site} locale={locale} />
      <Features site={site} locale={locale} />
      <HowItWorks site={site} locale={locale} />
      <Figures site={site} locale={locale} />
      <TeamQuotes site={site} />
      <FaqTeaser site={site} locale={locale} />
      <PricingTeaser site={site} locale={locale} />
      <TrialBanner locale={locale} />
    </FrontPageFrame>
  );
}
