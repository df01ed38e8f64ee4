import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { FREE_TRIAL_MONTHS, INVITATION_TIMEOUT_MS } from '@/lib/constants';
import {
  articleIdOfSlug,
  HELP_ARTICLE_IDS,
  HELP_ARTICLE_SLUGS,
  HELP_ARTICLES,
  HELP_CATEGORIES,
  helpCenterFromMessages,
} from '@/lib/help-center/articles';
import { helpArticleJsonLd } from '@/lib/help-center/help-center-seo';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { MEDIA_LIMITS } from '@/lib/media/media-error';
import { routeRule } from '@/lib/routing/routes';
import { siteWordingFromMessages } from '@/lib/site/site-copy';
import { SITES, SITE_IDS } from '@/sites';

const catalogues = Object.fromEntries(
  LOCALES.map((locale) => [locale, JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'))]),
) as Record<Locale, Record<string, unknown>>;
const articlesOf = (site: keyof typeof SITES, locale: Locale) =>
  helpCenterFromMessages(SITES[site], locale, catalogues[locale]).flatMap((category) => category.articles);

describe('the help center articles', () => {
  it('has at least 8 articles in 3 or 4 categories, each slug unique, English and stable', () => {
    expect(HELP_ARTICLE_IDS.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(HELP_CATEGORIES).length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(HELP_CATEGORIES).length).toBeLessThanOrEqual(4);
    expect(new Set(HELP_ARTICLE_SLUGS).size).toBe(HELP_ARTICLE_SLUGS.length);
    for (const slug of HELP_ARTICLE_SLUGS) expect(slug).toMatch(/^[a-z]+(-[a-z0-9]+)+$/);
    expect(HELP_ARTICLES.publish.slug).toBe('how-to-publish-a-listing');
    expect(articleIdOfSlug('how-to-publish-a-listing')).toBe('publish');
    expect(articleIdOfSlug('no-such-article')).toBeUndefined();
  });

  it.each(SITE_IDS)('%s has every article written in all ten languages', (id) => {
    for (const locale of LOCALES) {
      const articles = articlesOf(id, locale);
      expect(
        articles.map((article) => article.id),
        `${id}:${locale}`,
      ).toEqual(HELP_ARTICLE_IDS);
      for (const article of articles) {
        const where = `${id}:${locale}:${article.id}`;
        expect(article.title.length, where).toBeGreaterThan(5);
        expect(article.summary.length, where).toBeGreaterThan(30);
        expect(article.steps).toHaveLength(HELP_ARTICLES[article.id].steps);
        for (const step of article.steps) expect(step.length, where).toBeGreaterThan(10);
        // Every value was filled in: no ICU placeholder is left in what the visitor reads.
        const text = [article.title, article.summary, article.intro, ...article.steps, article.tip];
        expect(text.join(' '), where).not.toMatch(/[{}]/);
      }
      expect(new Set(articles.map((article) => article.title)).size).toBe(articles.length);
      if (locale !== 'en') {
        const english = articlesOf(id, 'en');
        expect(articles[0]!.title).not.toBe(english[0]!.title);
      }
    }
  });

  it("quotes the product's limits and the site's own words, never numbers typed by hand", () => {
    const articles = articlesOf('bond', 'en');
    const text = (id: string) => {
      const article = articles.find((candidate) => candidate.id === id)!;
      return [article.summary, article.intro, ...article.steps, article.tip].join(' ');
    };
    expect(text('publish')).toContain(`Add up to ${MEDIA_LIMITS.maxPerListing} photos of up to 10 MB each`);
    expect(text('publish')).toContain(`at most ${MEDIA_LIMITS.maxDimension} pixels`);
    expect(text('trial')).toContain(`${FREE_TRIAL_MONTHS} months`);
    expect(text('register')).toContain('at least 10 characters');
    expect(text('videoCall')).toContain(`${INVITATION_TIMEOUT_MS / 1000} seconds`);
    const wording = siteWordingFromMessages(SITES.bond, 'en', catalogues.en);
    expect(text('publish')).toContain(`“${wording.addNew}”`);
    expect(text('editListing')).toContain(`“${wording.myItems}”`);
    expect(articles.find((article) => article.id === 'register')!.summary).toContain(SITES.bond.appName);
  });

  it('links each article to a page of the route table', () => {
    for (const id of HELP_ARTICLE_IDS) expect(routeRule(HELP_ARTICLES[id].link), id).toBeDefined();
    expect(routeRule('/front-pages/help-center/article/[title]')).toMatchObject({ layout: 'public' });
  });

  it('describes an article to search engines as an Article with its breadcrumb', () => {
    vi.stubEnv('SITE_URL_TEMPLATE', 'https://{domain}');
    const article = articlesOf('bond', 'de').find((candidate) => candidate.id === 'publish')!;
    const [data, breadcrumb] = helpArticleJsonLd(SITES.bond, 'de', article, 'Hilfecenter');
    vi.unstubAllEnvs();
    const url = `https://${SITES.bond.appDomain}/de/front-pages/help-center/article/how-to-publish-a-listing`;
    expect(data).toMatchObject({ '@type': 'Article', headline: article.title, inLanguage: 'de', url });
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(breadcrumb!.itemListElement!.map((item) => item.name)).toEqual([
      SITES.bond.appName,
      'Hilfecenter',
      article.title,
    ]);
  });
});
