import 'server-only';
import { getTranslations } from 'next-intl/server';
import { faqValues } from '@/lib/faq/faq-content';
import type { Locale } from '@/lib/i18n/locales';
import { siteWording } from '@/lib/site/site-copy';
import type { SiteConfig } from '@/sites';
import {
  articleIdOfSlug,
  readHelpCenter,
  type HelpArticle,
  type HelpCategory,
  type HelpTranslate,
} from './articles';

/** The site's help center in the request's language. */
export async function helpCenterFor(site: SiteConfig, locale: Locale): Promise<HelpCategory[]> {
  const t = await getTranslations({ locale, namespace: 'HelpCenter' });
  return readHelpCenter(faqValues(site, await siteWording(site, locale)), t as unknown as HelpTranslate);
}

export interface HelpArticleView {
  article: HelpArticle;
  previous?: HelpArticle;
  next?: HelpArticle;
  /** The other articles of its category. */
  related: HelpArticle[];
}

/** One article with its neighbours in page order; undefined for a slug no article has. */
export async function helpArticleFor(
  site: SiteConfig,
  locale: Locale,
  slug: string,
): Promise<HelpArticleView | undefined> {
  const id = articleIdOfSlug(slug);
  if (!id) return undefined;
  const categories = await helpCenterFor(site, locale);
  const articles = categories.flatMap((category) => category.articles);
  const index = articles.findIndex((article) => article.id === id);
  const article = articles[index]!;
  return {
    article,
    previous: articles[index - 1],
    next: articles[index + 1],
    related: articles.filter((other) => other.category.id === article.category.id && other.id !== id),
  };
}
