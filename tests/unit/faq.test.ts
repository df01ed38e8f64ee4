import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAQ_LINKS, FAQ_SECTIONS, faqFromMessages } from '@/lib/faq/faq-content';
import { faqJsonLd } from '@/lib/faq/faq-json-ld';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { MEDIA_LIMITS } from '@/lib/media/media-error';
import { routeRule } from '@/lib/routing/routes';
import { siteWordingFromMessages } from '@/lib/site/site-copy';
import { PRODUCT_NAME, SITES, SITE_IDS } from '@/sites';

const catalogues = Object.fromEntries(
  LOCALES.map((locale) => [locale, JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'))]),
) as Record<Locale, Record<string, unknown>>;
const QUESTIONS = Object.values(FAQ_SECTIONS).flat();

describe('the help page (FAQ)', () => {
  it.each(SITE_IDS)('%s has every question answered in all ten languages', (id) => {
    const site = SITES[id];
    for (const locale of LOCALES) {
      const sections = faqFromMessages(site, locale, catalogues[locale]);
      const items = sections.flatMap((section) => section.items);
      expect(
        items.map((item) => item.id),
        `${id}:${locale}`,
      ).toEqual(QUESTIONS);
      for (const section of sections) expect(section.title.length, `${id}:${locale}`).toBeGreaterThan(1);
      for (const item of items) {
        expect(item.question.length, `${id}:${locale}:${item.id}`).toBeGreaterThan(5);
        expect(item.answer.length, `${id}:${locale}:${item.id}`).toBeGreaterThan(40);
        // Every value was filled in: no ICU placeholder is left in what the visitor reads.
        expect(`${item.question} ${item.answer} ${item.link?.label ?? ''}`, `${id}:${locale}`).not.toMatch(
          /[{}]/,
        );
      }
      expect(new Set(items.map((item) => item.question)).size).toBe(items.length);
    }
  });

  it("speaks in each site's own words for publishing and its offers", () => {
    for (const id of SITE_IDS) {
      for (const locale of LOCALES) {
        const wording = siteWordingFromMessages(SITES[id], locale, catalogues[locale]);
        const publish = faqFromMessages(SITES[id], locale, catalogues[locale])
          .flatMap((section) => section.items)
          .find((item) => item.id === 'publish')!;
        expect(publish.question, `${id}:${locale}`).toContain(SITES[id].appName);
        expect(publish.answer, `${id}:${locale}`).toContain(wording.addNew);
        expect(publish.answer, `${id}:${locale}`).toContain(wording.myItems);
        expect(publish.link).toEqual({ path: '/add-new', label: wording.addNew });
      }
    }
    const tutoring = faqFromMessages(SITES.tutoring, 'pl', catalogues.pl).flatMap((section) => section.items);
    expect(tutoring.find((item) => item.id === 'search')!.answer).toContain('Przedmiot, egzamin');
    const product = JSON.stringify(faqFromMessages(SITES.product, 'de', catalogues.de));
    expect(product).toContain(PRODUCT_NAME);
  });

  it('quotes the limits from where the product keeps them', () => {
    const items = faqFromMessages(SITES.bond, 'en', catalogues.en).flatMap((section) => section.items);
    const answer = (id: string) => items.find((item) => item.id === id)!.answer;
    expect(answer('photos')).toContain(
      `Up to ${MEDIA_LIMITS.maxPerListing} photos per offer, each up to 10 MB`,
    );
    expect(answer('photos')).toContain('2048 pixels');
    expect(answer('trial')).toContain('3 months');
    expect(answer('register')).toContain('at least 10 characters');
    expect(answer('videoCalls')).toContain('within 30 seconds');
    expect(answer('search')).not.toContain('…');
  });

  it('links answers only to public or signed-in pages of the route table', () => {
    for (const path of Object.values(FAQ_LINKS)) expect(routeRule(path!)).toBeDefined();
    expect(routeRule('/pages/faq')).toMatchObject({ access: { kind: 'public' }, layout: 'public' });
  });

  it('describes every question for search engines as schema.org FAQPage', () => {
    const sections = faqFromMessages(SITES['real-estate'], 'pl', catalogues.pl);
    const data = faqJsonLd(sections);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(QUESTIONS.length);
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: sections[0]!.items[0]!.question,
      acceptedAnswer: { '@type': 'Answer', text: sections[0]!.items[0]!.answer },
    });
  });
});
