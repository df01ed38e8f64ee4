import { createTranslator } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { PRODUCT_NAME, type SiteConfig, type SiteIcon, type SiteId } from '@/sites';

export interface SiteFeature {
  icon: SiteIcon;
  title: string;
  text: string;
}

/** A site's own words in one language (docs/product.md §1: its own wording for "add new" and "my items"). */
export interface SiteWording {
  /** Short line under the brand name in the header and the page description. */
  tagline: string;
  heroTitle: string;
  heroSubtitle: string;
  /** Placeholder of the search box ("Search apartments in Kraków…"). */
  searchPlaceholder: string;
  features: SiteFeature[];
  addNew: string;
  myItems: string;
}

type SiteWordingKey = Parameters<Awaited<ReturnType<typeof getTranslations<'Sites.real-estate'>>>>[0];

/** Whatever translates one key of a site's namespace: next-intl's `t` on the server or in tests. */
export type SiteTranslate = (key: string, values: { product: string }) => string;

/** `Sites.<id>`: where a site's wording lives in messages/ (the local site speaks as real-estate). */
export function siteWordingNamespace(site: Pick<SiteConfig, 'id' | 'wordingOf'>): `Sites.${SiteId}` {
  return `Sites.${site.wordingOf ?? site.id}`;
}

/** Reads a site's wording; `{product}` in it is the configured product name (PRODUCT_NAME). */
export function readSiteWording(
  site: Pick<SiteConfig, 'featureIcons'>,
  translate: SiteTranslate,
): SiteWording {
  const text = (key: string) => translate(key, { product: PRODUCT_NAME });
  return {
    tagline: text('tagline'),
    heroTitle: text('heroTitle'),
    heroSubtitle: text('heroSubtitle'),
    searchPlaceholder: text('searchPlaceholder'),
    features: site.featureIcons.map((icon, index) => ({
      icon,
      title: text(`feature${index + 1}.title`),
      text: text(`feature${index + 1}.text`),
    })),
    addNew: text('addNew'),
    myItems: text('myItems'),
  };
}

/** A site's wording in one language, for server components, pages and metadata. */
export async function siteWording(site: SiteConfig, locale: Locale): Promise<SiteWording> {
  // Every site's namespace holds the same keys (tests/unit/messages.test.ts), so one of them types
  // them all; a union of fourteen namespaces is too deep for the compiler.
  const t = await getTranslations({ locale, namespace: siteWordingNamespace(site) as 'Sites.real-estate' });
  return readSiteWording(site, (key, values) => t(key as SiteWordingKey, values));
}

/** The same wording read from a loaded message catalogue, outside a request (tests, scripts). */
export function siteWordingFromMessages(
  site: SiteConfig,
  locale: Locale,
  messages: Record<string, unknown>,
): SiteWording {
  const t = createTranslator({ locale, messages, namespace: siteWordingNamespace(site) as never });
  return readSiteWording(site, t as unknown as SiteTranslate);
}
