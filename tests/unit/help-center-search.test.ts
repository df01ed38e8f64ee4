import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { helpCenterFromMessages } from '@/lib/help-center/articles';
import { HELP_QUERY_MAX_LENGTH, queryWords, searchArticles } from '@/lib/help-center/search';
import type { Locale } from '@/lib/i18n/locales';
import { SITES } from '@/sites';

const articlesIn = (locale: Locale) =>
  helpCenterFromMessages(
    SITES['real-estate'],
    locale,
    JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')),
  ).flatMap((category) => category.articles);
const ids = (locale: Locale, query: string) => searchArticles(articlesIn(locale), query).map((a) => a.id);

describe('the help center search', () => {
  it('finds the articles holding every word, those with the words in their title first', () => {
    expect(ids('en', 'photos')[0]).toBe('publish');
    expect(ids('en', 'photos')).toContain('editListing');
    expect(ids('en', 'camera microphone')[0]).toBe('camera');
    expect(ids('en', 'two-factor')[0]).toBe('twoFactor');
    expect(ids('en', 'camera invoice')).toEqual([]);
  });

  it('ignores case and accents, and reads every language', () => {
    expect(ids('en', 'PHOTOS')).toEqual(ids('en', 'photos'));
    expect(ids('pl', 'zdjecia')).toContain('publish');
    expect(ids('de', 'Kamera')[0]).toBe('camera');
    expect(ids('cn', '照片')).toContain('publish');
    expect(ids('ar', 'الكاميرا')).toContain('camera');
  });

  it('matches nothing for an empty query and reads at most the first 100 characters', () => {
    expect(searchArticles(articlesIn('en'), '   ')).toEqual([]);
    expect(queryWords(`${'a'.repeat(HELP_QUERY_MAX_LENGTH)} camera`)).toEqual([
      'a'.repeat(HELP_QUERY_MAX_LENGTH),
    ]);
    expect(queryWords('  Video   CALL ')).toEqual(['video', 'call']);
  });
});
