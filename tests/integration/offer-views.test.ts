import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/client';
import { createListing } from '@/lib/listings/repository';
import { handleOfferViewRequest } from '@/lib/offers/offer-view-request';
import { offerViewTotals, recordOfferView } from '@/lib/offers/offer-views';
import { freshDatabase } from './test-database';
import { bondListingForm, insertPerson } from './test-helpers';

let db: Database;
const BOND = { siteId: 'bond' as const, currency: 'EUR', searchConfig: 'english' };
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
let published = '';
let draft = '';
let address = 0;
const view = (listingId: string, extra: Partial<Parameters<typeof recordOfferView>[1]> = {}) =>
  recordOfferView(db, {
    siteId: 'bond',
    listingId,
    userAgent: BROWSER,
    address: `203.0.113.${++address}`,
    ...extra,
  });

beforeAll(async () => {
  ({ db } = await freshDatabase());
  const owner = await insertPerson(db, 'Olga Owner');
  published = await createListing(db, BOND, owner, bondListingForm({ productName: 'Viewed bond' }));
  draft = await createListing(
    db,
    BOND,
    owner,
    bondListingForm({ productName: 'Draft bond', publish: false }),
  );
});

describe('offer views (a count per offer and day, nothing about the visitor)', () => {
  it('counts each page view of a published offer from a browser', async () => {
    expect(await view(published)).toBe(true);
    expect(await view(published)).toBe(true);
    expect(await offerViewTotals(db, 'bond', [published])).toEqual({ [published]: 2 });
  });

  it('counts no crawler, no request without a user agent, no draft and no other site’s offer', async () => {
    const before = (await offerViewTotals(db, 'bond', [published]))[published];
    expect(await view(published, { userAgent: GOOGLEBOT })).toBe(false);
    expect(await view(published, { userAgent: '' })).toBe(false);
    expect(await view(draft)).toBe(false);
    expect(await view(published, { siteId: 'tutoring' })).toBe(false);
    expect(await view('no-such-offer')).toBe(false);
    expect((await offerViewTotals(db, 'bond', [published]))[published]).toBe(before);
    expect(await offerViewTotals(db, 'bond', [draft])).toEqual({});
  });

  it('counts one address once per offer in a window, so reloading does not inflate the figure', async () => {
    const before = (await offerViewTotals(db, 'bond', [published]))[published]!;
    const same = '198.51.100.77';
    expect(await view(published, { address: same })).toBe(true);
    expect(await view(published, { address: same })).toBe(false);
    expect((await offerViewTotals(db, 'bond', [published]))[published]).toBe(before + 1);
  });

  it('adds up the days of the period asked for', async () => {
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    await view(published, { now: tenDaysAgo });
    const total = (await offerViewTotals(db, 'bond', [published]))[published]!;
    expect((await offerViewTotals(db, 'bond', [published], 7))[published]).toBe(total - 1);
  });
});

describe('POST /api/offers/{id}/views, the offer page beacon', () => {
  const beacon = (offerId: string, host: string, origin: string, address: string) =>
    handleOfferViewRequest(
      new Request(`http://${host}/api/offers/${offerId}/views`, {
        method: 'POST',
        headers: { host, origin, 'user-agent': BROWSER, 'x-forwarded-for': address },
      }),
      offerId,
      db,
    );

  it('counts a view from the page of its own site, and answers the same whatever happened', async () => {
    const before = (await offerViewTotals(db, 'bond', [published]))[published]!;
    const bond = 'bond.localhost:3000';
    expect((await beacon(published, bond, `http://${bond}`, '192.0.2.1')).status).toBe(204);
    expect((await beacon(draft, bond, `http://${bond}`, '192.0.2.2')).status).toBe(204);
    expect((await beacon('../../etc', bond, `http://${bond}`, '192.0.2.3')).status).toBe(204);
    // The tutoring site's host never counts a bond offer.
    const tutoring = 'tutoring.localhost:3000';
    expect((await beacon(published, tutoring, `http://${tutoring}`, '192.0.2.4')).status).toBe(204);
    expect((await offerViewTotals(db, 'bond', [published]))[published]).toBe(before + 1);
    expect(await offerViewTotals(db, 'bond', [draft])).toEqual({});
  });

  it('refuses a beacon from another origin', async () => {
    const response = await beacon(published, 'bond.localhost:3000', 'https://evil.example', '192.0.2.5');
    expect(response.status).toBe(403);
  });
});
