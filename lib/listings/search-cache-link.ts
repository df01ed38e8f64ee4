import 'server-only';
import { createClient } from 'redis';

/**
 * docs/deploy.md, "Several app instances": with REDIS_URL, a listing change on one instance
 * forgets the scope's remembered searches on every instance, through one Redis channel. Without
 * Redis, or while it is down, the other instances keep theirs for the cache's 30 s.
 */
const CHANNEL = 'search-cache:forget';

/** What the cache needs of the link: publishing while connected. */
interface Link {
  readonly isReady: boolean;
  publish(channel: string, message: string): Promise<unknown>;
}
const globalForLink = globalThis as typeof globalThis & { __searchCacheLink?: Link };

/** Retries forever, backing off to 5 s: Redis down must never end the app. */
const reconnectDelayMs = (retries: number) => Math.min(100 * 2 ** retries, 5_000);

/** Connects once per process and calls `onForget(scope)` for every scope any instance forgets. */
export function searchCacheLink(url: string, onForget: (scope: string) => void): Link {
  if (globalForLink.__searchCacheLink) return globalForLink.__searchCacheLink;
  // Publishing fails at once while Redis is down instead of queueing stale messages.
  const publisher = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1_000, reconnectStrategy: reconnectDelayMs },
  });
  const subscriber = publisher.duplicate({ disableOfflineQueue: false });
  for (const client of [publisher, subscriber]) client.on('error', () => {});
  publisher.connect().catch(() => {});
  subscriber
    .connect()
    .then(() => subscriber.subscribe(CHANNEL, (scope) => onForget(scope)))
    .catch(() => {});
  globalForLink.__searchCacheLink = publisher;
  return publisher;
}

/** Tells every instance to forget `scope`'s searches; a no-op while Redis is unreachable. */
export function announceForgottenScope(link: Link, scope: string): void {
  if (link.isReady) link.publish(CHANNEL, scope).catch(() => {});
}
