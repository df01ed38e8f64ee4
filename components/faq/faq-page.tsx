import { getTranslations } from 'next-intl/server';
import { ContactSection } from '@/components/front/contact-section';
import { SiteFooter } from '@/components/front/site-footer';
import { SiteHeader } from '@/components/front/site-header';
import { faqFor } from '@/lib/faq/faq';
import { faqJsonLd } from '@/lib/faq/faq-json-ld';
import { directionOf, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { serializeJsonLd } from '@/lib/offers/json-ld';
import type { SiteConfig } from '@/sites';
import { FaqBrowser } from './faq-browser';

/** The site's help page (`/pages/faq`): questions in its own words, then the contact form. */
export async function FaqPage({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = await getTranslations('Faq');
  const sections = await faqFor(site, locale);
  const total = sections.reduce((sum, section) => sum + section.items.length, 0);
  return (
    <>
      <SiteHeader site={site} locale={locale} path="/pages/faq" />
      <main id="main">
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(faqJsonLd(sections)) }}
        />
        <div className="mx-auto max-w-3xl px-4 pt-12 sm:px-6">
          <p className="text-sm font-semibold text-primary">{t('eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('title')}</h1>
          <p className="mt-3 text-lg text-muted-foreground">{t('subtitle', { appName: site.appName })}</p>
          <div className="mt-8">
            <FaqBrowser
              dir={directionOf(locale)}
              labels={{
                filter: t('filterLabel'),
                placeholder: t('filterPlaceholder'),
                clear: t('clearFilter'),
                noMatch: t('noMatch'),
                counts: Array.from({ length: total + 1 }, (_, count) => t('filterCount', { count })),
              }}
              sections={sections.map((section) => ({
                ...section,
                items: section.items.map(({ link, ...item }) => ({
                  ...item,
                  link: link ? { href: localePath(locale, link.path), label: link.label } : undefined,
                })),
              }))}
            />
          </div>
        </div>
        <ContactSection />
      </main>
      <SiteFooter site={site} locale={locale} />
    </>
  );
}
