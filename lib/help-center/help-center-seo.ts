import type { Metadata } from 'next';
import { LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { languageAlternates } from '@/lib/offers/offer-seo';
import { siteUrl } from '@/lib/site/site-url';
import type { SiteConfig } from '@/sites';
import { HELP_ARTICLE_SLUGS, type HelpArticle } from './articles';

export const helpCenterPath = (locale: Locale) => localePath(locale, '/front-pages/help-center');

export const helpArticlePath = (locale: Locale, slug: string) =>
  localePath(locale, { pathname: '/front-pages/help-center/article/[title]', params: { title: slug } });

/** Title, description, canonical address and its language versions, as the offer pages have. */
export function helpArticleMetadata(site: SiteConfig, locale: Locale, article: HelpArticle): Metadata {
  const url = siteUrl(site, helpArticlePath(locale, article.slug));
  return {
    title: article.title,
    description: article.summary,
    alternates: {
      canonical: url,
      languages: languageAlternates(site, (other) => helpArticlePath(other, article.slug)),
    },
    openGraph: {
      type: 'article',
      siteName: site.appName,
      locale: LANGUAGE_TAG[locale],
      title: article.title,
      description: article.summary,
      url,
    },
  };
}

/** schema.org Article and its BreadcrumbList (home › help center › article), for search engines. */
export function helpArticleJsonLd(
  site: SiteConfig,
  locale: Locale,
  article: HelpArticle,
  /** The help center's name in this language. */
  helpCenterName: string,
) {
  const url = siteUrl(site, helpArticlePath(locale, article.slug));
  const publisher = {
    '@type': 'Organization',
    name: site.appName,
    url: siteUrl(site, localePath(locale, '/')),
  };
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.summary,
      articleSection: article.category.title,
      articleBody: [article.intro, ...article.steps, article.tip].join('\n'),
      inLanguage: LANGUAGE_TAG[locale],
      url,
      mainEntityOfPage: url,
      author: publisher,
      publisher,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: site.appName, url: siteUrl(site, localePath(locale, '/')) },
        { name: helpCenterName, url: siteUrl(site, helpCenterPath(locale)) },
        { name: article.title, url },
      ].map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
    },
  ];
}

/** The help center and each article, language by language, for the site's sitemap. */
export const HELP_CENTER_SITEMAP_PATHS: ((locale: Locale) => string)[] = [
  helpCenterPath,
  ...HELP_ARTICLE_SLUGS.map((slug) => (locale: Locale) => helpArticlePath(locale, slug)),
];
