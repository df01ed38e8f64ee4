// Next's incremental cache (the offer and front pages it regenerates, `unstable_cache` data) kept in
// Redis, so that every app instance sharing REDIS_URL serves the same entries and an `updateTag`
// on one instance is seen by all (docs/deploy.md, "Several app instances"). Plain ESM: Next loads
// it at run time with import(), outside the bundle. next.config.mjs names it only when REDIS_URL
// is set; without it, Next's own per-process cache stays.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from 'redis';

const PREFIX = 'next-cache';
/**
 * How long Redis keeps an entry or a tag's revalidation time: bounds the memory of entries that no
 * longer get requested. Next decides freshness itself from `lastModified` and the entry's lifetime.
 */
const KEEP_SECONDS = 7 * 24 * 60 * 60;
/** A request waits at most this long for Redis before it renders as on a miss. */
const CONNECT_TIMEOUT_MS = 1_000;

/** One client per process: Next creates a handler for every request. */
let shared = null;

function redisClient(url) {
  if (shared?.url === url) return shared.client;
  const client = createClient({
    url,
    // Fail fast while Redis is down: the request renders instead of waiting for a reconnection.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000),
    },
  });
  let reported = false;
  client.on('error', (error) => {
    if (reported) return;
    reported = true;
    console.error(`[cache] Redis unavailable, pages render without the shared cache: ${error.message}`);
  });
  client.on('ready', () => {
    if (reported) console.log('[cache] Redis back: the shared cache is in use again');
    reported = false;
  });
  client.connect().catch(() => {});
  shared = { url, client };
  return client;
}

/** Entries hold Buffers (RSC payloads, route bodies) and Maps (segment data): JSON with markers. */
function encode(entry) {
  return JSON.stringify(entry, function replace(key, value) {
    const original = this[key];
    if (Buffer.isBuffer(original)) return { $buffer: original.toString('base64') };
    if (original instanceof Map) return { $map: [...original.entries()] };
    return value;
  });
}

function decode(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && typeof value.$buffer === 'string')
      return Buffer.from(value.$buffer, 'base64');
    if (value && typeof value === 'object' && Array.isArray(value.$map)) return new Map(value.$map);
    return value;
  });
}

/** The tags an entry depends on: a data entry's own and its page's, or a page's cache-tags header. */
function tagsOf(value, ctx) {
  const tags = new Set([...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...(value?.tags ?? [])]);
  const header = value?.headers?.['x-next-cache-tags'];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  return [...tags];
}

export default class SharedCacheHandler {
  /** @param {{ serverDistDir?: string }} ctx */
  constructor(ctx) {
    this.client = process.env.REDIS_URL ? redisClient(process.env.REDIS_URL) : null;
    // Entries of another build are another app's: each build reads and writes its own.
    this.entryPrefix = `${PREFIX}:${buildId(ctx.serverDistDir)}:entry:`;
  }

  ready() {
    return this.client?.isReady === true;
  }

  async get(key, ctx) {
    if (!this.ready()) return null;
    try {
      const text = await this.client.get(this.entryPrefix + key);
      if (!text) return null;
      const entry = decode(text);
      const tags = tagsOf(entry.value, ctx);
      if (tags.length) {
        const times = await this.client.mGet(tags.map(tagKey));
        // A tag revalidated after the entry was stored makes it a miss: the page renders anew.
        if (times.some((time) => time !== null && Number(time) >= entry.lastModified)) return null;
      }
      return entry;
    } catch (error) {
      console.error(`[cache] reading ${key} failed: ${error.message}`);
      return null;
    }
  }

  async set(key, data, ctx) {
    if (!this.ready()) return;
    try {
      if (data === null) {
        await this.client.del(this.entryPrefix + key);
        return;
      }
      const entry = { lastModified: Date.now(), value: data, cacheControl: ctx?.cacheControl };
      await this.client.set(this.entryPrefix + key, encode(entry), {
        expiration: { type: 'EX', value: KEEP_SECONDS },
      });
    } catch (error) {
      console.error(`[cache] storing ${key} failed: ${error.message}`);
    }
  }

  /**
   * `updateTag` and `revalidateTag`: every entry with one of these tags, on every instance, is a
   * miss from now on. A revalidation with a lifetime (stale-while-revalidate) is treated the same:
   * no instance serves data known to be old.
   */
  async revalidateTag(tags) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (!list.length) return;
    if (!this.ready()) {
      console.error(`[cache] Redis unavailable: other instances keep ${list.join(', ')} until it expires`);
      return;
    }
    const now = String(Date.now());
    const multi = this.client.multi();
    for (const tag of list) multi.set(tagKey(tag), now, { expiration: { type: 'EX', value: KEEP_SECONDS } });
    // Redis lost mid-call: the action that changed the data has succeeded; say what is now stale.
    await multi.exec().catch((error) => {
      console.error(`[cache] revalidating ${list.join(', ')} failed: ${error.message}`);
    });
  }

  resetRequestCache() {}
}

function tagKey(tag) {
  return `${PREFIX}:tag:${tag}`;
}

const buildIds = new Map();
function buildId(serverDistDir) {
  if (!serverDistDir) return 'dev';
  if (!buildIds.has(serverDistDir)) {
    let id = 'unknown';
    try {
      id = readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {}
    buildIds.set(serverDistDir, id);
  }
  return buildIds.get(serverDistDir);
}
