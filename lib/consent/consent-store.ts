import { browserCookies } from '@/lib/cookies/cookie';

/** docs/product.md §3: the three answers the cookie banner stores. */
export const CONSENT_STATUSES = ['accept', 'decline', 'postpone'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

export const LOCAL_STORAGE_FALLBACK_MESSAGE = 'Local storage is not supported, falling back to cookie use';

/** docs/product.md §3: the status lives under a key made from the banner element's id. */
export function consentKey(elementId: string): string {
  return `${elementId}-status`;
}

export function isConsentStatus(value: unknown): value is ConsentStatus {
  return (CONSENT_STATUSES as readonly unknown[]).includes(value);
}

interface KeyValueStore {
  get(key: string): string | null | undefined;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function localStorageOrNull(): Storage | null {
  try {
    const probe = '__consent_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return null;
  }
}

/** localStorage when it works; otherwise a 30-day cookie, with the docs/product.md §8 log line. */
export function consentBackend(log: (message: string) => void = console.info): KeyValueStore {
  const storage = localStorageOrNull();
  if (storage) {
    return {
      get: (key) => storage.getItem(key),
      set: (key, value) => storage.setItem(key, value),
      remove: (key) => storage.removeItem(key),
    };
  }
  log(LOCAL_STORAGE_FALLBACK_MESSAGE);
  return {
    get: (key) => browserCookies.get(key),
    set: (key, value) => browserCookies.set(key, value, { expires: { days: 30 } }),
    remove: (key) => browserCookies.remove(key),
  };
}

export function readConsent(store: KeyValueStore, elementId: string): ConsentStatus | null {
  const value = store.get(consentKey(elementId));
  return isConsentStatus(value) ? value : null;
}

/** In debug mode nothing is stored (docs/product.md §4), so the banner shows on every visit. */
export function writeConsent(
  store: KeyValueStore,
  elementId: string,
  status: ConsentStatus,
  debug: boolean,
): void {
  if (!debug) store.set(consentKey(elementId), status);
}
