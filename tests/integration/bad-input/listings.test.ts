/** Bad input at every door (docs/architecture.md §9): see ./shared.ts for what is refused, normalised or kept. */
import { sql } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { saveListingAction } from '@/lib/listings/actions';
import type { ListingFormValues } from '@/lib/listings/listing-schema';
import { searchListings, searchParamsSchema } from '@/lib/listings/search';
import { serializeJsonLd } from '@/lib/offers/json-ld';
import { HighlightedText } from '@/components/search/highlighted-text';
import { signIn, type TestBrowser } from '../auth-client';
import { requestFrom } from '../next-request';
import { bondListingForm } from '../test-helpers';
import * as payload from './payloads';
import { auth, BOND, db, expectStored, fieldErrorsOf, setUpBadInputSuite } from './shared';

vi.mock('next/headers', () => import('../next-request'));
vi.mock('next/cache', () => import('../next-request'));

setUpBadInputSuite();

/* ---------------------------------------------------------------------------------------------
 * The listing form's server action (saveListingAction), as a signed-in member of bond
 * ------------------------------------------------------------------------------------------- */

describe('listing form (saveListingAction)', () => {
  let owner: TestBrowser;

  const offer = (overrides: Record<string, unknown> = {}) => bondListingForm(overrides);

  /** A new listing from the form, as the member: any JSON a client could post. */
  function save(input: unknown) {
    requestFrom(owner);
    return saveListingAction(null, input as ListingFormValues);
  }

  /** The fields of a refused form, as the field errors name them (`images.0.mediaId` → `images`). */
  const refusedFields = (result: object) =>
    Object.keys(fieldErrorsOf(result)).map((path) => path.split('.')[0]);

  async function storedListing(id: string) {
    const result = await db.execute<{
      productName: string;
      description: string;
      duration: string;
      location: string;
    }>(
      sql`SELECT product_name AS "productName", description, duration, location FROM listing WHERE id = ${id}`,
    );
    return result.rows[0];
  }

  beforeAll(async () => {
    ({ browser: owner } = await signIn(auth, BOND, 'olga@example.com', { name: 'Olga Owner' }));
  });

  const textFields = ['productName', 'description', 'price', 'duration', 'location'] as const;

  it.each([
    ...textFields.flatMap((field) =>
      payload.WRONG_TYPES.map(([label, value]) => [field, label, value] as const),
    ),
    ['pricing', 'a script tag', payload.SCRIPT],
    ['pricing', 'a number', 3],
    ['publish', 'a string', 'yes'],
    ['publish', 'null', null],
    ['images', 'a string', 'all of them'],
    ['images', 'an object', { 0: { mediaId: 'abcdefgh', alt: '' } }],
    ['images', 'an entry with a numeric id', [{ mediaId: 12345678, alt: '' }]],
    ['images', 'an entry with a path as id', [{ mediaId: '../../etc/passwd', alt: '' }]],
    ['images', 'an entry with SQL as id', [{ mediaId: payload.SQLISH, alt: '' }]],
    ['images', 'an entry without an id', [{ alt: 'Tram' }]],
    [
      'images',
      'thirteen entries',
      Array.from({ length: 13 }, (_, index) => ({ mediaId: `media-id-${index}`, alt: '' })),
    ],
  ] as const)('refuses %s as %s with a field error and stores nothing', async (field, _label, value) => {
    const result = await expectStored(() => save(offer({ [field]: value })));
    expect(result).toMatchObject({ ok: false, error: 'invalid' });
    expect(refusedFields(result)).toContain(field);
  });

  it.each([
    ['a 5 MB product name', 'productName', payload.FIVE_MB, 'productNameTooLong'],
    ['a 5 MB description', 'description', payload.FIVE_MB, 'descriptionTooLong'],
    ['10,000 characters of emoji as product name', 'productName', payload.EMOJI_10K, 'productNameTooLong'],
    ['10,000 characters of emoji as description', 'description', payload.EMOJI_10K, 'descriptionTooLong'],
    ['5,001 emoji as description', 'description', '😀'.repeat(5_001), 'descriptionTooLong'],
    ['a script as price', 'price', payload.SCRIPT, 'priceInvalid'],
    ['SQL as price', 'price', payload.SQLISH, 'priceInvalid'],
    ['an RTL-reversed price', 'price', '\u202e0001', 'priceInvalid'],
    ['a 5 MB image alt text', 'images', [{ mediaId: 'abcdefgh', alt: payload.FIVE_MB }], 'altTooLong'],
  ])('refuses %s (field %s) with %s and stores nothing', async (_label, field, value, key) => {
    const result = await expectStored(() => save(offer({ [field]: value })));
    expect(result).toMatchObject({ ok: false, error: 'invalid' });
    expect(refusedFields(result)).toContain(field);
    expect(Object.values(fieldErrorsOf(result))).toContain(key);
  });

  it.each([
    ['an RTL override', 'productName', `Bond ${payload.RTL_OVERRIDE}`],
    ['a zero-width-joiner emoji sequence', 'productName', payload.ZWJ_FAMILY],
    ['a script tag', 'productName', payload.SCRIPT],
    ['a script tag', 'description', `${payload.SCRIPT} and an image <img src=x onerror=alert(1)>`],
    ['a javascript: URL', 'location', payload.JS_URL],
    ['SQL-looking text', 'productName', payload.SQLISH],
    ['SQL-looking text', 'duration', payload.SQLISH],
    ['5,000 emoji (limits count characters, not UTF-16 units)', 'description', '😀'.repeat(5_000)],
  ])('accepts %s in %s and stores it exactly as given', async (_label, field, value) => {
    const result = await expectStored(() => save(offer({ [field]: value })), { listing: 1 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await storedListing(result.id)).toMatchObject({ [field]: value });
  });

  it.each([
    ['NUL characters', `Tram\u0000 bond\u0000`, 'Tram bond'],
    ['the search highlight markers U+0001/U+0002', 'Tram \u0001bond\u0002 2031', 'Tram bond 2031'],
    ['a lone surrogate', `Tram \ud800 bond`, 'Tram \ufffd bond'],
  ])('drops %s from free text and stores exactly what was parsed', async (_label, productName, expected) => {
    const result = await expectStored(
      () => save(offer({ productName, description: `${productName} for ten years.` })),
      { listing: 1 },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await storedListing(result.id)).toMatchObject({
      productName: expected,
      description: `${expected} for ten years.`,
    });
  });

  it('refuses image ids that are not uploads of this member and stores no listing', async () => {
    const result = await expectStored(() =>
      save(offer({ images: [{ mediaId: 'not-an-upload-1', alt: payload.SCRIPT }] })),
    );
    expect(result).toEqual({ ok: false, error: 'imagesInvalid' });
  });

  it('renders stored script text as text in search results and JSON-LD, never as HTML', async () => {
    const productName = `Tram ${payload.SCRIPT}`;
    const result = await save(
      offer({ productName, description: `Tramway <img src=x onerror=alert(1)> ${payload.JS_URL}` }),
    );
    expect(result.ok).toBe(true);
    const search = await searchListings(db, 'bond', 'english', searchParamsSchema.parse({ q: 'tram alert' }));
    const hit = search.hits.find((candidate) => candidate.listing.productName === productName);
    expect(hit).toBeDefined();
    const html = renderToStaticMarkup(
      createElement(
        'div',
        null,
        createElement(HighlightedText, { segments: hit!.name }),
        createElement(HighlightedText, { segments: hit!.excerpt }),
      ),
    );
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const jsonLd = serializeJsonLd({ name: hit!.listing.productName, description: hit!.listing.description });
    expect(jsonLd).not.toContain('<');
    expect(JSON.parse(jsonLd)).toEqual({
      name: productName,
      description: `Tramway <img src=x onerror=alert(1)> ${payload.JS_URL}`,
    });
  });

  it.each([
    ['a NUL character', `tram\u0000`],
    ['a lone surrogate', 'tram\ud800'],
    ['highlight markers', '\u0001tram\u0002'],
    ['SQL-looking text', payload.SQLISH],
    ['a tsquery operator soup', `!(tram & | <-> :* ${payload.SCRIPT}`],
    ['10,000 characters of emoji', payload.EMOJI_10K],
  ])('answers a search for %s with results or none, never an error', async (_label, q) => {
    for (const [siteId, config] of [
      ['bond', 'english'],
      ['tutoring', 'simple'],
    ] as const) {
      const query = searchParamsSchema.parse({ q, location: q, minPrice: q, page: q });
      await expect(searchListings(db, siteId, config, query)).resolves.toMatchObject({
        hits: expect.any(Array),
      });
    }
  });
});
