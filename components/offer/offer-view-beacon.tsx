'use client';

import { useEffect } from 'react';

/**
 * Counts this page view (lib/offers/offer-views.ts) after the page has loaded: the page itself stays
 * the same for everyone and cacheable. No cookie is set and nothing identifies the visitor.
 */
export function OfferViewBeacon({ offerId }: { offerId: string }) {
  useEffect(() => {
    navigator.sendBeacon(`/api/offers/${encodeURIComponent(offerId)}/views`);
  }, [offerId]);
  return null;
}
