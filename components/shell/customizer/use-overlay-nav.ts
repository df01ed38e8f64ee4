'use client';

import { useSyncExternalStore } from 'react';
import { OVERLAY_NAV_BREAKPOINT_PX } from '@/lib/constants';

const QUERY = `(max-width: ${OVERLAY_NAV_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True below the overlay-navigation breakpoint (docs/product.md §9: 1279 px). */
export function useOverlayNav(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
