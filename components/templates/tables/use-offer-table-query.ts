'use client';

import { useEffect, useRef, useState } from 'react';
import { offerTableSearch, type OfferTableQuery } from '@/lib/templates/tables/offer-table-params';

/**
 * The table's state, mirrored into the address bar with `history.replaceState` (Next keeps its
 * router in step): a reload or a shared link opens the same view, and the server is not asked
 * again, since the browser already holds every row.
 */
export function useOfferTableQuery(initial: OfferTableQuery) {
  const [query, setQuery] = useState(initial);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const search = offerTableSearch(query);
    window.history.replaceState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
  }, [query]);
  /** A change of search, filter, sort or page size starts again at page 1. */
  const update = (change: Partial<OfferTableQuery>) =>
    setQuery((current) => ({ ...current, page: 1, ...change }));
  return { query, update };
}
