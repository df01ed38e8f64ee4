import type { Locale } from '@/lib/i18n/locales';
import type { SiteConfig } from '@/sites';
import { ContactSection } from './contact-section';
import { Features } from './features';
import { Hero } from './hero';
import { NewestOffers } from './newest-offers';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TrialBanner } from './trial-banner';

/** A site's public landing page (docs/product.md §2.2): hero, features, newest offers, trial, contact. */
export function FrontPage({ site, locale }: { site: SiteConfig; locale: Locale }) {
  return (
    <>
      <SiteHeader site={site} locale={locale} path="" />
      <main id="main">
        <Hero site={site} locale={locale} />
        <Features site={site} locale={locale} />
        <NewestOffers site={site} locale={locale} />
        <TrialBanner locale={locale} />
        <ContactSection />
      </main>
      <SiteFooter site={site} locale={locale} />
    </>
  );
}
