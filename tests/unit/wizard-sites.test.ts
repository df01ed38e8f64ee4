import { describe, expect, it } from 'vitest';
import { listingsAreProperties } from '@/lib/wizards/property-sites';
import { getSite, SITE_IDS } from '@/sites';

describe('where the property-listing wizard publishes', () => {
  it('publishes on the real-estate site and on the local site, which shows its listings', () => {
    expect(listingsAreProperties(getSite('real-estate'))).toBe(true);
    expect(listingsAreProperties(getSite('local'))).toBe(true);
  });

  it('sends members of every other site to their Add new page', () => {
    const others = SITE_IDS.filter((id) => id !== 'real-estate' && id !== 'local');
    expect(others.filter((id) => listingsAreProperties(getSite(id)))).toEqual([]);
    expect(listingsAreProperties(getSite('bond'))).toBe(false);
  });

  it('follows the configuration: a site showing the real-estate listings publishes properties too', () => {
    expect(listingsAreProperties({ ...getSite('bond'), listingsSiteId: 'real-estate' })).toBe(true);
  });
});
