import { createTranslator } from 'next-intl';
import { faqValues, type FaqValues } from '@/lib/faq/faq-content';
import type { Locale } from '@/lib/i18n/locales';
import type { StaticRoutePath } from '@/lib/routing/routes';
import { siteWordingFromMessages } from '@/lib/site/site-copy';
import type { SiteConfig } from '@/sites';

/*
 * The help center's articles by category, in page order. Their texts are the
 * `HelpCenter.articles.<id>` messages (title, summary, intro, step1…stepN, tip, link); the limits
 * they quote are the FAQ's values (faqValues: the product's constants and the site's own words).
 */
export const HELP_CATEGORIES = {
  gettingStarted: ['register', 'trial'],
  listings: ['publish', 'editListing'],
  messagesCalls: ['messages', 'videoCall', 'camera'],
  account: ['twoFactor', 'yourData'],
} as const;

export type HelpCategoryId = keyof typeof HELP_CATEGORIES;
export type HelpArticleId = (typeof HELP_CATEGORIES)[HelpCategoryId][number];

interface ArticleSpec {
  /** The article's address, in English in every language: stable, never translated. */
  slug: string;
  /** How many `step<n>` messages the article has. */
  steps: number;
  /** Where the article leads on; its label is `HelpCenter.articles.<id>.link`. */
  link: StaticRoutePath;
}

export const HELP_ARTICLES: Record<HelpArticleId, ArticleSpec> = {
  register: { slug: 'how-to-register-and-sign-in', steps: 5, link: '/register' },
  trial: { slug: 'how-the-free-trial-works', steps: 4, link: '/front-pages/pricing' },
  publish: { slug: 'how-to-publish-a-listing', steps: 5, link: '/add-new' },
  editListing: { slug: 'how-to-edit-or-hide-a-listing', steps: 5, link: '/my-items' },
  messages: { slug: 'how-to-answer-messages', steps: 5, link: '/my-messages' },
  videoCall: { slug: 'how-to-start-and-take-a-video-call', steps: 5, link: '/my-messages' },
  camera: { slug: 'what-to-do-when-the-camera-fails', steps: 5, link: '/my-call/diagnostics' },
  twoFactor: {
    slug: 'how-to-turn-on-two-factor-sign-in',
    steps: 5,
    link: '/pages/account-settings/security',
  },
  yourData: {
    slug: 'how-to-export-or-delete-your-account',
    steps: 4,
    link: '/pages/account-settings/account',
  },
};

/** Every article in page order (category by category): the order of previous and next. */
export const HELP_ARTICLE_IDS = Object.values(HELP_CATEGORIES).flat() as HelpArticleId[];

export const HELP_ARTICLE_SLUGS = HELP_ARTICLE_IDS.map((id) => HELP_ARTICLES[id].slug);

export function articleIdOfSlug(slug: string): HelpArticleId | undefined {
  return HELP_ARTICLE_IDS.find((id) => HELP_ARTICLES[id].slug === slug);
}

export interface HelpArticle {
  id: HelpArticleId;
  slug: string;
  category: { id: HelpCategoryId; title: string };
  title: string;
  summary: string;
  intro: string;
  steps: string[];
  tip: string;
  link: { path: StaticRoutePath; label: string };
}

export interface HelpCategory {
  id: HelpCategoryId;
  title: string;
  articles: HelpArticle[];
}

/** Whatever translates one key of the `HelpCenter` namespace: next-intl's `t` on the server or in tests. */
export type HelpTranslate = (key: string, values: FaqValues) => string;

/** The help center of one site in one language. */
export function readHelpCenter(values: FaqValues, translate: HelpTranslate): HelpCategory[] {
  return Object.entries(HELP_CATEGORIES).map(([categoryId, ids]) => {
    const category = {
      id: categoryId as HelpCategoryId,
      title: translate(`categories.${categoryId}`, values),
    };
    return {
      ...category,
      articles: ids.map((id) => {
        const spec = HELP_ARTICLES[id];
        const text = (key: string) => translate(`articles.${id}.${key}`, values);
        return {
          id,
          slug: spec.slug,
          category,
          title: text('title'),
          summary: text('summary'),
          intro: text('intro'),
          steps: Array.from({ length: spec.steps }, (_, index) => text(`step${index + 1}`)),
          tip: text('tip'),
          link: { path: spec.link, label: text('link') },
        };
      }),
    };
  });
}

/** The same help center read from a loaded message catalogue, outside a request (tests). */
export function helpCenterFromMessages(
  site: SiteConfig,
  locale: Locale,
  messages: Record<string, unknown>,
): HelpCategory[] {
  const t = createTranslator({ locale, messages, namespace: 'HelpCenter' as never });
  return readHelpCenter(
    faqValues(site, siteWordingFromMessages(site, locale, messages)),
    t as unknown as HelpTranslate,
  );
}
