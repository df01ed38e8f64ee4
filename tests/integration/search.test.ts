import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/client';
import { createListing } from '@/lib/listings/repository';
import { searchListings, searchParamsSchema } from '@/lib/listings/search';
import { freshDatabase } from './test-database';
import { bondListingForm, insertPerson } from './test-helpers';

// A database of its own: every expected result below is the complete list of what these listings
// should give, so no other test's listing may share it.
let db: Database;
const BOND = { siteId: 'bond' as const, currency: 'EUR', searchConfig: 'english' };
const TUTORING = { siteId: 'tutoring' as const, currency: 'PLN', searchConfig: 'simple' };
const query = (raw: Record<string, string>) => searchParamsSchema.parse(raw);
const names = (result: Awaited<ReturnType<typeof searchListings>>) =>
  result.hits.map((hit) => hit.listing.productName);

/** Created one at a time, in this order: results without a text query come newest first. */
const OFFERS = [
  {
    scope: BOND,
    productName: 'Corporate bonds for railways',
    description: 'Financing railway stations and trains across the region.',
    price: '500',
    location: 'Graz',
  },
  {
    scope: BOND,
    productName: 'Hydro power note',
    description: 'Short-dated paper funding a river power plant.',
    price: '2500',
    location: 'Linz',
  },
  {
    scope: TUTORING,
    productName: 'Korepetycje z matematyki',
    description: 'Lekcje matematyki dla licealistów przed maturą.',
    price: '80',
    location: 'Kraków',
  },
  // Matches the railway and bond queries below, but drafts are never found.
  {
    scope: BOND,
    productName: 'Railway bond draft',
    description: 'Railway bonds and stations, not published yet.',
    price: '100',
    location: 'Linz',
    publish: false,
  },
];

beforeAll(async () => {
  ({ db } = await freshDatabase());
  const bob = await insertPerson(db, 'Bob Broker');
  for (const { scope, ...fields } of OFFERS) await createListing(db, scope, bob, bondListingForm(fields));
});

describe('search (PostgreSQL full text)', () => {
  it('finds by word stems and highlights the match', async () => {
    const result = await searchListings(db, 'bond', 'english', query({ q: 'railway station' }));
    expect(names(result)).toEqual(['Corporate bonds for railways']);
    expect(result.hits[0]!.name).toEqual([
      { text: 'Corporate bonds for ', mark: false },
      { text: 'railways', mark: true },
    ]);
    const bond = await searchListings(db, 'bond', 'english', query({ q: 'bond' }));
    expect({ total: bond.total, names: names(bond) }).toEqual({
      total: 1,
      names: ['Corporate bonds for railways'],
    });
  });

  it('matches word beginnings where the language has no stemmer', async () => {
    const result = await searchListings(db, 'tutoring', 'simple', query({ q: 'matematyk' }));
    expect(names(result)).toEqual(['Korepetycje z matematyki']);
  });

  it('respects price and location filters and the site', async () => {
    expect(names(await searchListings(db, 'bond', 'english', query({ q: '', maxPrice: '600' })))).toEqual([
      'Corporate bonds for railways',
    ]);
    expect(names(await searchListings(db, 'bond', 'english', query({ q: '', minPrice: '600' })))).toEqual([
      'Hydro power note',
    ]);
    expect(names(await searchListings(db, 'bond', 'english', query({ q: '', location: 'lin' })))).toEqual([
      'Hydro power note',
    ]);
    expect(names(await searchListings(db, 'tutoring', 'simple', query({ q: 'matematyki' })))).toEqual([
      'Korepetycje z matematyki',
    ]);
    expect(await searchListings(db, 'bond', 'english', query({ q: 'matematyki' }))).toMatchObject({
      total: 0,
      hits: [],
    });
  });

  it('drops bad query values instead of failing: a query without words lists every published offer', async () => {
    expect(query({ q: 'x'.repeat(500), minPrice: 'abc', page: '-3' })).toEqual({
      q: '',
      page: 1,
      minPrice: undefined,
      maxPrice: undefined,
      location: '',
    });
    const odd = await searchListings(db, 'bond', 'english', query({ q: '!!! & | :* ( ' }));
    expect({ total: odd.total, names: names(odd) }).toEqual({
      total: 2,
      names: ['Hydro power note', 'Corporate bonds for railways'],
    });
  });
});
