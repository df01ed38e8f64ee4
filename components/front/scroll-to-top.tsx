'use client';

import { ArrowUp } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '@/lib/constants';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** docs/product.md §2.6: appears once the page is scrolled past 200 px and scrolls smoothly to the top. */
export function ScrollToTop({ label }: { label: string }) {
  const visible = useSyncExternalStore(
    subscribe,
    () => window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX,
    () => false,
  );
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed end-6 bottom-6 z-(--z-overlay) grid size-11 place-items-center rounded-full bg-primary text-primary-foreground shadow-lg transition hover:-translate-y-0.5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  );
}
