import { createTranslator } from 'next-intl';
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/constants';
import { FREE_TRIAL_MONTHS, INVITATION_TIMEOUT_MS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { MEDIA_LIMITS } from '@/lib/media/media-error';
import type { StaticRoutePath } from '@/lib/routing/routes';
import { siteWordingFromMessages, type SiteWording } from '@/lib/site/site-copy';
import type { SiteConfig } from '@/sites';

/** The help page's questions by section, in page order; their texts are `Faq.items.<id>` messages. */
export const FAQ_SECTIONS = {
  finding: ['search', 'contact'],
  account: ['register', 'trial', 'yourData'],
  publishing: ['publish', 'photos'],
  messagesCalls: ['messages', 'videoCalls', 'cameraHelp'],
  privacy: ['offerViews', 'cookies'],
} as const;

type FaqSectionId = keyof typeof FAQ_SECTIONS;
export type FaqItemId = (typeof FAQ_SECTIONS)[FaqSectionId][number];

/** Where an answer leads on; the link's label is `Faq.items.<id>.link`. */
export const FAQ_LINKS: Partial<Record<FaqItemId, StaticRoutePath>> = {
  search: '/search',
  register: '/register',
  publish: '/add-new',
  messages: '/my-messages',
  cameraHelp: '/my-call/diagnostics',
};

export interface FaqItem {
  id: FaqItemId;
  question: string;
  answer: string;
  link?: { path: StaticRoutePath; label: string };
}

export interface FaqSection {
  id: FaqSectionId;
  title: string;
  items: FaqItem[];
}

/** The facts the answers quote: the site's own words and the product's limits, from where they are kept. */
export type FaqValues = ReturnType<typeof faqValues>;

export function faqValues(site: Pick<SiteConfig, 'appName'>, wording: SiteWording) {
  return {
    appName: site.appName,
    addNew: wording.addNew,
    myItems: wording.myItems,
    // "City, district or street…" reads as an example once its trailing ellipsis is gone.
    searchHint: wording.searchPlaceholder.replace(/[\s.…]+$/u, ''),
    months: FREE_TRIAL_MONTHS,
    minPassword: PASSWORD_MIN_LENGTH,
    maxPhotos: MEDIA_LIMITS.maxPerListing,
    maxMegabytes: MEDIA_LIMITS.maxBytes / (1024 * 1024),
    maxPixels: MEDIA_LIMITS.maxDimension,
    inviteSeconds: INVITATION_TIMEOUT_MS / 1000,
  };
}

/** Whatever translates one key of the `Faq` namespace: next-intl's `t` on the server or in tests. */
export type FaqTranslate = (key: string, values: FaqValues) => string;

/** The site's help page in one language. */
export function readFaq(values: FaqValues, translate: FaqTranslate): FaqSection[] {
  return Object.entries(FAQ_SECTIONS).map(([id, items]) => ({
    id: id as FaqSectionId,
    title: translate(`sections.${id}`, values),
    items: items.map((item) => {
      const path = FAQ_LINKS[item];
      return {
        id: item,
        question: translate(`items.${item}.question`, values),
        answer: translate(`items.${item}.answer`, values),
        ...(path ? { link: { path, label: translate(`items.${item}.link`, values) } } : {}),
      };
    }),
  }));
}

/** The same help page read from a loaded message catalogue, outside a request (tests). */
export function faqFromMessages(
  site: SiteConfig,
  locale: Locale,
  messages: Record<string, unknown>,
): FaqSection[] {
  const t = createTranslator({ locale, messages, namespace: 'Faq' as never });
  return readFaq(
    faqValues(site, siteWordingFromMessages(site, locale, messages)),
    t as unknown as FaqTranslate,
  );
}
