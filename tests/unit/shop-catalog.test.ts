import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES } from '@/lib/demo/apps/shop-catalog';
import { DEMO_CATALOGS } from '@/lib/demo/catalog';
import { CATEGORY_SLUG_PATTERN, categorySlugOf, slugify } from '@/lib/shop/catalog/catalog-schemas';
import { reviewJsonLd } from '@/lib/shop/catalog/review-json-ld';

describe('category slugs', () => {
  it('are made from names, accents and Polish letters included', () => {
    expect(slugify('Przedmioty ścisłe')).toBe('przedmioty-scisle');
    expect(slugify('  Green & social bonds! ')).toBe('green-social-bonds');
    expect(slugify('Łódź')).toBe('lodz');
    expect(categorySlugOf({ name: 'سندات', slug: '', description: '' })).toBeNull();
    expect(categorySlugOf({ name: 'x', slug: 'Upper-Case', description: '' })).toBe('upper-case');
    expect(categorySlugOf({ name: 'x', slug: 'two--hyphens', description: '' })).toBeNull();
  });
});

describe('demo categories', () => {
  it('give every demo offer of every scope exactly one category, with valid unique slugs', () => {
    for (const [scope, catalog] of Object.entries(DEMO_CATALOGS)) {
      const categories = DEMO_CATEGORIES[scope as keyof typeof DEMO_CATEGORIES] ?? [];
      expect(categories.length, scope).toBeGreaterThan(0);
      const positions = categories.flatMap((category) => category.offers).sort((a, b) => a - b);
      expect(positions, scope).toEqual(catalog!.offers.map((_, index) => index));
      const slugs = categories.map((category) => category.slug);
      expect(new Set(slugs).size, scope).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(CATEGORY_SLUG_PATTERN);
    }
  });
});

describe('review JSON-LD', () => {
  it('is empty without approved reviews and rates the offer with them', () => {
    expect(reviewJsonLd(undefined)).toEqual({});
    expect(reviewJsonLd({ count: 0, average: null, reviews: [] })).toEqual({});
    const review = {
      id: 'r1',
      authorName: 'Ann',
      rating: 4,
      title: '',
      body: 'Good.',
      createdAt: '2026-01-02T10:00:00.000Z',
    };
    expect(reviewJsonLd({ count: 1, average: 4, reviews: [review] })).toEqual({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4,
        reviewCount: 1,
        bestRating: 5,
        worstRating: 1,
      },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Ann' },
          datePublished: '2026-01-02',
          reviewBody: 'Good.',
          reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
        },
      ],
    });
  });
});
