import { HELP_CENTER_SITEMAP_PATHS } from '@/lib/help-center/help-center-seo';
import { LANGUAGE_TAG, LOCALES, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { siteUrl } from '@/lib/site/site-url';
import type { SiteConfig } from '@/sites';

/**
 * A sitemap file may hold 50,000 URLs and 50 MB; every offer takes ten URLs of about 1.3 KB (with
 * its eleven hreflang links). So one file lists the 3,000 most recently changed offers (about
 * 40 MB); more would need a sitemap index.
 */
export const SITEMAP_MAX_OFFERS = 3_000;

interface SitemapPage {
  pathOf: (locale: Locale) => string;
  lastModified?: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

/** One `<url>` per page and language, each naming all its language versions (hreflang). */
function urlEntries(site: SiteConfig, page: SitemapPage): string[] {
  const alternates = [
    ...LOCALES.map((locale) => ({
      hreflang: LANGUAGE_TAG[locale],
      href: siteUrl(site, page.pathOf(locale)),
    })),
    { hreflang: 'x-default', href: siteUrl(site, page.pathOf(site.defaultLang)) },
  ]
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    )
    .join('');
  const lastmod = page.lastModified ? `<lastmod>${escapeXml(page.lastModified)}</lastmod>` : '';
  return LOCALES.map(
    (locale) =>
      `<url><loc>${escapeXml(siteUrl(site, page.pathOf(locale)))}</loc>${lastmod}${alternates}</url>`,
  );
}

/** The site's front page, its help page, its help center articles and its published offers, in every language. */
export function sitemapXml(site: SiteConfig, offers: readonly { id: string; updatedAt: string }[]): string {
  const pages: SitemapPage[] = [
    { pathOf: (locale) => localePath(locale, '/') },
    { pathOf: (locale) => localePath(locale, '/pages/faq') },
    ...HELP_CENTER_SITEMAP_PATHS.map((pathOf) => ({ pathOf })),
    ...offers.slice(0, SITEMAP_MAX_OFFERS).map((offer) => ({
      pathOf: (locale: Locale) =>
        localePath(locale, { pathname: '/offer/[offerId]', params: { offerId: offer.id } }),
      lastModified: offer.updatedAt,
    })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((page) => urlEntries(site, page)),
    '</urlset>',
  ].join('\n');
}
