import { setTimeout as delay } from 'node:timers/promises';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { errorMessage, type Logger } from './logger';

export type RedisStatus = 'off' | 'ready' | 'down';

export interface RedisLink {
  /** For Socket.IO's `adapter` option. */
  adapter: ReturnType<typeof createAdapter>;
  status(): RedisStatus;
  close(): Promise<void>;
}

/** Retries forever, backing off to 5 s: Redis down must never end the process. */
const reconnectDelayMs = (retries: number) =>
  Math.min(100 * 2 ** retries, 5_000) + Math.floor(Math.random() * 200);

/**
 * The adapter fires publish/subscribe without handling their promises; a command failing while
 * Redis is down would be an unhandled rejection (a crash in Node 20). This wraps those calls.
 */
function withHandledPubSub<T extends object>(client: T, onError: (error: unknown) => void): T {
  const fireAndForget = new Set<PropertyKey>([
    'publish',
    'subscribe',
    'unsubscribe',
    'pSubscribe',
    'pUnsubscribe',
  ]);
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function' || property === 'constructor') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      if (!fireAndForget.has(property)) return bound;
      return (...args: unknown[]) => {
        const result = bound(...args);
        if (result instanceof Promise) result.catch(onError);
        return result;
      };
    },
  });
}

/** Socket.IO's Redis adapter: rooms span every instance sharing `url` (docs/architecture.md §1 scale-out). */
export function connectRedisAdapter(url: string, log: Logger): RedisLink {
  const socket = { reconnectStrategy: reconnectDelayMs, connectTimeout: 5_000 };
  // Publishing while Redis is down fails fast instead of queueing stale pushes for later (the DB
  // is the truth, docs/architecture.md §5); subscriptions queue so they are sent as soon as Redis is back.
  const pub = createClient({ url, socket, disableOfflineQueue: true });
  const sub = createClient({ url, socket });
  let closing = false;
  for (const [role, client] of [
    ['pub', pub],
    ['sub', sub],
  ] as const) {
    let healthy = true;
    client.on('error', (error: unknown) => {
      if (healthy) log.warn('redis-down', { role, error: errorMessage(error) });
      healthy = false;
    });
    client.on('ready', () => {
      log.info('redis-ready', { role });
      healthy = true;
    });
    client.connect().catch((error: unknown) => {
      if (!closing) log.error('redis-connect-failed', { role, error: errorMessage(error) });
    });
  }
  let dropped = 0;
  const onCommandError = (error: unknown) => {
    dropped += 1;
    log.debug('redis-command-failed', { error: errorMessage(error), dropped });
  };

  return {
    adapter: createAdapter(withHandledPubSub(pub, onCommandError), withHandledPubSub(sub, onCommandError)),
    status: () => (pub.isReady && sub.isReady ? 'ready' : 'down'),
    async close() {
      closing = true;
      await Promise.all(
        [pub, sub].map(async (client) => {
          if (!client.isOpen) return;
          if (client.isReady) await Promise.race([client.close().catch(() => undefined), delay(1_000)]);
          if (client.isOpen) client.destroy();
        }),
      );
    },
  };
}
