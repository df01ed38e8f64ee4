'use client';

import { useCallback, useState, useSyncExternalStore } from 'react';
import { Cookie, X } from 'lucide-react';
import {
  consentBackend,
  consentKey,
  readConsent,
  writeConsent,
  type ConsentStatus,
} from '@/lib/consent/consent-store';

export interface CookieBannerLabels {
  label: string;
  message: string;
  details: string;
  optOut: string;
  gotIt: string;
  learnMore: string;
  postpone: string;
}

interface CookieBannerProps {
  labels: CookieBannerLabels;
  /** The element id; the stored status key is made from it (docs/product.md §3). */
  id?: string;
  /** docs/product.md §4: in debug mode nothing is stored. */
  debug?: boolean;
}

const UNKNOWN = 'unknown';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** docs/product.md §2.6: floating bottom-left banner, open until the visitor accepts, declines or postpones. */
export function CookieBanner({ labels, id = 'cookie-consent', debug = false }: CookieBannerProps) {
  const [answeredNow, setAnsweredNow] = useState(false);
  const [showDetails, setShowDetails] = useState(false);
  const stored = useSyncExternalStore(
    subscribe,
    () =>
      readConsent(
        consentBackend(() => {}),
        id,
      ) ?? 'none',
    () => UNKNOWN,
  );

  const answer = useCallback(
    (status: ConsentStatus) => {
      writeConsent(consentBackend(), id, status, debug);
      setAnsweredNow(true);
    },
    [id, debug],
  );

  if (stored !== 'none' || answeredNow) return null;
  return (
    <section
      id={id}
      role="region"
      aria-label={labels.label}
      data-storage-key={consentKey(id)}
      className="surface fixed bottom-4 start-4 z-(--z-overlay) w-[min(24rem,calc(100vw-2rem))] border border-border p-4 text-sm shadow-xl"
    >
      <div className="flex items-start gap-3">
        <Cookie aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <p className="grow leading-relaxed">{labels.message}</p>
        <button
          type="button"
          onClick={() => answer('postpone')}
          aria-label={labels.postpone}
          className="-m-1 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      {showDetails ? <p className="mt-2 text-muted-foreground">{labels.details}</p> : null}
      <div className="mt-3 flex flex-wrap items-center justify-end gap-2">
        <button
          type="button"
          aria-expanded={showDetails}
          onClick={() => setShowDetails((open) => !open)}
          className="me-auto text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {labels.learnMore}
        </button>
        <button
          type="button"
          onClick={() => answer('decline')}
          className="rounded-md border border-border px-3 py-1.5 font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {labels.optOut}
        </button>
        <button
          type="button"
          onClick={() => answer('accept')}
          className="rounded-md bg-primary px-3 py-1.5 font-medium text-primary-foreground hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {labels.gotIt}
        </button>
      </div>
    </section>
  );
}
