'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { hasSignedInHint } from '@/lib/auth/api-token';
import type { PublicCallAreaProps } from './public-call-area';

/**
 * The call area of pages rendered the same for everyone and cached (docs/architecture.md §5). The
 * browser decides: only with the signed-in hint does it load the call area, and the realtime client
 * with it, after the page; anonymous visitors load neither.
 */
export function PublicCallIsland(props: PublicCallAreaProps) {
  const [Area, setArea] = useState<ComponentType<PublicCallAreaProps> | null>(null);
  useEffect(() => {
    if (!hasSignedInHint(document.cookie)) return;
    let cancelled = false;
    void import('./public-call-area').then((module) => {
      if (!cancelled) setArea(() => module.PublicCallArea);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return Area ? <Area {...props} /> : null;
}
