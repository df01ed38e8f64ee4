import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { SITES, SITE_IDS } from '@/sites';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : flatten(value, `${prefix}${key}.`)));
const load = (locale: string): Tree => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).sort();
const lookup = (tree: Tree, path: string) => path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key]!, tree) as string;

describe('message files', () => {
  const english = load('en');
  const keys = flatten(english).sort();

  it.each(LOCALES)('%s has exactly the English key set and the same placeholders', (locale) => {
    const messages = load(locale);
    expect(flatten(messages).sort()).toEqual(keys);
    for (const key of keys) expect(placeholders(lookup(messages, key)), `${locale}:${key}`).toEqual(placeholders(lookup(english, key)));
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s is translated, not an English copy', (locale) => {
    const messages = load(locale);
    const same = keys.filter((key) => lookup(messages, key) === lookup(english, key));
    expect(same.length / keys.length).toBeLessThan(0.15);
  });
});

describe('site copy', () => {
  it.each(SITE_IDS)('%s has its own wording in all ten languages', (id) => {
    const copy = SITES[id].copy;
    for (const locale of LOCALES) {
      expect(copy[locale].heroTitle.length, `${id}:${locale}`).toBeGreaterThan(3);
      expect(copy[locale].addNew).toBeTruthy();
      expect(copy[locale].myItems).toBeTruthy();
      if (locale !== 'en') expect(copy[locale].heroSubtitle, `${id}:${locale}`).not.toBe(copy.en.heroSubtitle);
    }
  });

  it('substitutes the configured product name', () => {
    expect(JSON.stringify(SITES.product)).not.toContain('{product}');
  });
});
