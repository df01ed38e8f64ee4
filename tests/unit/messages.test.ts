import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { siteWordingFromMessages } from '@/lib/site/site-copy';
import { PRODUCT_NAME, SITES, SITE_IDS } from '@/sites';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flatten(value, `${prefix}${key}.`),
  );
const load = (locale: string): Tree => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'));
// The names used, each once: a plural message repeats `{total}` in as many branches as its language has.
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]))].sort();
const lookup = (tree: Tree, path: string) =>
  path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key]!, tree) as string;

describe('message files', () => {
  const english = load('en');
  const keys = flatten(english).sort();

  it.each(LOCALES)('%s has exactly the English key set and the same placeholders', (locale) => {
    const messages = load(locale);
    expect(flatten(messages).sort()).toEqual(keys);
    for (const key of keys)
      expect(placeholders(lookup(messages, key)), `${locale}:${key}`).toEqual(
        placeholders(lookup(english, key)),
      );
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s is translated, not an English copy', (locale) => {
    const messages = load(locale);
    const same = keys.filter((key) => lookup(messages, key) === lookup(english, key));
    expect(same.length / keys.length).toBeLessThan(0.15);
  });
});

describe('site wording (Sites.<id> messages)', () => {
  const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, load(locale)])) as Record<
    Locale,
    Tree
  >;
  const own = SITE_IDS.filter((id) => !SITES[id].wordingOf);

  it('keeps one namespace per site with its own wording, all with the same keys', () => {
    const sites = catalogues.en.Sites as Tree;
    expect(Object.keys(sites).sort()).toEqual([...own].sort());
    const shape = flatten(sites['real-estate'] as Tree).sort();
    for (const id of own) expect(flatten(sites[id] as Tree).sort(), id).toEqual(shape);
  });

  it('lets the local site speak as the real-estate site', () => {
    expect(SITES.local.wordingOf).toBe('real-estate');
    expect(siteWordingFromMessages(SITES.local, 'pl', catalogues.pl)).toEqual(
      siteWordingFromMessages(SITES['real-estate'], 'pl', catalogues.pl),
    );
  });

  it.each(SITE_IDS)('%s has its own wording in all ten languages', (id) => {
    const english = siteWordingFromMessages(SITES[id], 'en', catalogues.en);
    for (const locale of LOCALES) {
      const wording = siteWordingFromMessages(SITES[id], locale, catalogues[locale]);
      expect(wording.heroTitle.length, `${id}:${locale}`).toBeGreaterThan(3);
      expect(wording.addNew).toBeTruthy();
      expect(wording.myItems).toBeTruthy();
      expect(wording.features, `${id}:${locale}`).toHaveLength(SITES[id].featureIcons.length);
      expect(SITES[id].featureIcons.length).toBeGreaterThan(0);
      for (const feature of wording.features) expect(feature.title, `${id}:${locale}`).toBeTruthy();
      if (locale !== 'en') expect(wording.heroSubtitle, `${id}:${locale}`).not.toBe(english.heroSubtitle);
    }
  });

  it('names the configured product in the {product} site wording', () => {
    for (const locale of LOCALES) {
      const wording = siteWordingFromMessages(SITES.product, locale, catalogues[locale]);
      expect(JSON.stringify(wording), locale).not.toContain('{product}');
      expect(wording.heroTitle, locale).toContain(PRODUCT_NAME);
    }
    expect(SITES.product.appName).toBe(PRODUCT_NAME);
  });
});
