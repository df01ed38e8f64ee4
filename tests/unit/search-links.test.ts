import { describe, expect, it } from 'vitest';
import { hasSearchInput, pageWindow, parseSearchParams, searchHref } from '@/lib/offers/search-links';

describe('search query string', () => {
  it('drops the empty fields a blank GET form sends, so an empty max price is no filter', () => {
    const query = parseSearchParams({ q: 'flat', minPrice: '', maxPrice: '', location: '' });
    expect(query).toEqual({ q: 'flat', minPrice: undefined, maxPrice: undefined, location: '', page: 1 });
  });

  it('drops bad values instead of failing', () => {
    expect(parseSearchParams({ minPrice: 'cheap', maxPrice: '-5', page: 'two', q: ['a', 'b'] })).toEqual({
      q: 'a',
      minPrice: undefined,
      maxPrice: undefined,
      location: '',
      page: 1,
    });
  });

  it('knows whether the visitor searched for anything', () => {
    expect(hasSearchInput(parseSearchParams({}))).toBe(false);
    expect(hasSearchInput(parseSearchParams({ page: '3' }))).toBe(false);
    expect(hasSearchInput(parseSearchParams({ minPrice: '0' }))).toBe(true);
    expect(hasSearchInput(parseSearchParams({ location: 'Kraków' }))).toBe(true);
  });

  it('builds page links that keep the words and filters', () => {
    const query = parseSearchParams({ q: 'sea view', maxPrice: '900', location: 'Gdańsk', page: '2' });
    expect(searchHref('pl', query, 3)).toBe('/pl/search?q=sea+view&maxPrice=900&location=Gda%C5%84sk&page=3');
    expect(searchHref('pl', query, 1)).toBe('/pl/search?q=sea+view&maxPrice=900&location=Gda%C5%84sk');
    expect(searchHref('en', parseSearchParams({}))).toBe('/en/search');
  });
});

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and two either side of the current page', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
  });
});
