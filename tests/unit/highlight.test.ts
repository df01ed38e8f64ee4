import { describe, expect, it } from 'vitest';
import { highlightSegments } from '@/lib/listings/search';

// ts_headline marks matches with \u0001 … \u0002 (search.ts), never with HTML.
const S = '\u0001';
const E = '\u0002';

describe('highlightSegments', () => {
  it('splits a headline into plain and marked segments', () => {
    expect(highlightSegments(`Bright ${S}apartment${E} near the ${S}park${E}`)).toEqual([
      { text: 'Bright ', mark: false },
      { text: 'apartment', mark: true },
      { text: ' near the ', mark: false },
      { text: 'park', mark: true },
    ]);
  });

  it('handles a match at the very start and text without matches', () => {
    expect(highlightSegments(`${S}Loft${E} for rent`)).toEqual([
      { text: 'Loft', mark: true },
      { text: ' for rent', mark: false },
    ]);
    expect(highlightSegments('No match here')).toEqual([{ text: 'No match here', mark: false }]);
    expect(highlightSegments('')).toEqual([]);
  });

  it('keeps HTML in listing text as literal text', () => {
    expect(highlightSegments(`<b>${S}bold${E}</b>`)).toEqual([
      { text: '<b>', mark: false },
      { text: 'bold', mark: true },
      { text: '</b>', mark: false },
    ]);
  });
});
