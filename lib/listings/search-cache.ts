import 'server-only';
import { LRUCache } from 'lru-cache';
import { serverEnv } from '@/lib/env/server';
import { announceForgottenScope, searchCacheLink } from './search-cache-link';

/**
 * Recent search results of this process, per listing scope. Popular searches repeat and each one
 * otherwise costs a full-text query; the entry count is bounded so that random queries cannot grow
 * it, and a listing change forgets its scope at once: on this instance, and on the others too when
 * they share REDIS_URL (./search-cache-link.ts; otherwise within the time to live). Pending
 * searches are shared, so a burst of the same query runs it once.
 */
export const SEARCH_CACHE_TTL_MS = 30_000;
const SEARCH_CACHE_ENTRIES = 500;

type Entry = Promise<unknown>;
const globalForSearch = globalThis as typeof globalThis & { __searchCache?: LRUCache<string, Entry> };
const cache = (globalForSearch.__searchCache ??= new LRUCache<string, Entry>({
  max: SEARCH_CACHE_ENTRIES,
  ttl: SEARCH_CACHE_TTL_MS,
}));

/** The link to the other instances' caches, when they share Redis. */
function link() {
  const url = serverEnv().REDIS_URL;
  return url ? searchCacheLink(url, forgetLocally) : null;
}

export function cachedSearch<T>(scope: string, key: string, load: () => Promise<T>): Promise<T> {
  link();
  const cacheKey = `${scope}\u0000${key}`;
  const hit = cache.get(cacheKey) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = load();
  cache.set(cacheKey, pending);
  // A failed search is not remembered: the next visitor tries again.
  pending.catch(() => cache.get(cacheKey) === pending && cache.delete(cacheKey));
  return pending;
}

function forgetLocally(scope: string): void {
  const prefix = `${scope}\u0000`;
  for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
}

/** Forgets every remembered search of a listing scope (a listing there was created, changed or removed). */
export function forgetSearches(scope: string): void {
  forgetLocally(scope);
  const shared = link();
  if (shared) announceForgottenScope(shared, scope);
}
