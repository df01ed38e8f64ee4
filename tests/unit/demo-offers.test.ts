import { clampRgb, formatHex, parse, rgb } from 'culori';
import { describe, expect, it } from 'vitest';
import { illustrationSvg, initialsOf } from '@/lib/demo/demo-art';
import { oklchToHex, parseOklch } from '@/lib/demo/oklch';
import type { PublicOffer } from '@/lib/offers/offer-data';
import { offerJsonLd, offerMetadata } from '@/lib/offers/offer-seo';
import { SITES, SITE_IDS } from '@/sites';

const bond = SITES.bond;
const offer: PublicOffer = {
  id: 'offer-abc-123',
  productName: 'City of Vienna green bond 2031',
  description: 'A ten-year municipal bond financing new tram lines.',
  price: '1000.00',
  currency: 'EUR',
  pricing: 'fixed',
  duration: '',
  location: 'Vienna',
  ownerName: 'Admin bond',
  ownerId: 'owner-1',
  publishedAt: '2026-05-01T10:00:00.000Z',
  images: [],
  demo: false,
};

describe('demo offers for search engines', () => {
  it('describes a real offer with its price, and a demo offer without any Offer', () => {
    expect(offerJsonLd(bond, 'en', offer)).toMatchObject({
      '@type': 'Product',
      offers: { '@type': 'Offer', price: '1000.00', availability: 'https://schema.org/InStock' },
    });
    const demo = offerJsonLd(bond, 'en', { ...offer, demo: true });
    expect(demo).toMatchObject({ '@type': 'Product', name: offer.productName });
    expect(demo).not.toHaveProperty('offers');
  });

  it('asks search engines not to index a demo offer', () => {
    expect(offerMetadata(bond, 'en', offer).robots).toBeUndefined();
    expect(offerMetadata(bond, 'en', { ...offer, demo: true }).robots).toEqual({ index: false });
  });
});

describe('demo illustrations', () => {
  it.each(SITE_IDS)("paint %s's brand colour as sRGB, as a browser shows the oklch() colour", (id) => {
    const triple = SITES[id].brandColor;
    const expected = formatHex(clampRgb(rgb(parse(`oklch(${triple})`)!)));
    expect(oklchToHex(parseOklch(triple))).toBe(expected);
  });

  it('shows the initials of the first two longer words', () => {
    expect(initialsOf('Fizyka dla licealistów — od podstaw')).toBe('FL');
    expect(initialsOf('Łódź loft')).toBe('ŁL');
    expect(initialsOf('AI o')).toBe('AO');
  });

  it('draws the same picture for the same offer every time, with its text escaped', () => {
    const input = {
      scope: 'bond' as const,
      brandColor: bond.brandColor,
      offerIndex: 2,
      photoIndex: 1,
      initials: 'A&B',
    };
    const svg = illustrationSvg(input);
    expect(illustrationSvg(input)).toBe(svg);
    expect(svg).toContain('>A&#38;B</text>');
    expect(svg).not.toContain('A&B');
    expect(illustrationSvg({ ...input, photoIndex: 2 })).not.toBe(svg);
  });
});
