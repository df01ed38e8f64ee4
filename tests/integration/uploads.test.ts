/**
 * POST /api/uploads as the browser reaches it (docs/architecture.md §4 abuse rules): bodies are read
 * with a hard cap whatever Content-Length says, uploads per account are rate limited and the
 * stored bytes of a member on a site have a quota. The session is stood in for (currentViewer);
 * the database, the image pipeline and the disk are real.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/uploads/route';
import { abilityRulesFor } from '@/lib/auth/abilities';
import type { Viewer } from '@/lib/auth/viewer';
import type { Database } from '@/lib/db/client';
import { media, user } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { MEDIA_LIMITS } from '@/lib/media/media-error';
import { MEDIA_UPLOAD_RULE } from '@/lib/rate-limit/rules';
import { freshDatabase } from './test-database';
import { failOnUnhandledErrors } from './test-helpers';

const viewer: { current: Viewer } = { current: { kind: 'anonymous' } };
vi.mock('@/lib/auth/session', () => ({
  currentViewer: async () => viewer.current,
}));

const BOND = 'http://bond.localhost:3000';
const CHUNK = 64 * 1024;
const MULTIPART_CAP = MEDIA_LIMITS.maxBytes + MEDIA_LIMITS.multipartOverheadBytes;

let db: Database;
let photo: Buffer;

failOnUnhandledErrors();

beforeAll(async () => {
  const database = await freshDatabase();
  db = database.db;
  // The route uses the app's own pool and disk: point both at this file's database and a temp dir.
  process.env.DATABASE_URL = database.url;
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'multisite-uploads-'));
  photo = await sharp({
    create: { width: 600, height: 400, channels: 3, background: '#2a9d8f' },
  })
    .jpeg()
    .toBuffer();
});

/** A new member with scope internal on bond, who is then the viewer of every request. */
async function signInNewMember(): Promise<string> {
  const id = newId();
  await db.insert(user).values({ id, name: 'Uploader', email: `${id}@example.com` });
  viewer.current = {
    kind: 'member',
    userId: id,
    name: 'Uploader',
    email: `${id}@example.com`,
    siteId: 'bond',
    roles: ['member'],
    scopes: ['internal'],
    abilityRules: abilityRulesFor(['member'], ['internal']),
  };
  return id;
}

/** A body that yields `total` bytes in CHUNK pieces, only when asked, and counts what was asked for. */
function meteredBody(total: number, first: Uint8Array = new Uint8Array()) {
  const meter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (meter.pulled >= total) return controller.close();
        const chunk = meter.pulled === 0 && first.byteLength ? first : new Uint8Array(CHUNK).fill(97);
        meter.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, meter };
}

function post(body: BodyInit, headers: Record<string, string>) {
  return POST(
    new Request(`${BOND}/api/uploads`, {
      method: 'POST',
      headers: { host: 'bond.localhost:3000', origin: BOND, ...headers },
      body,
      duplex: 'half',
    } as RequestInit),
  );
}

function multipart(file: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
}

const BOUNDARY = '----capped-body-test';
const partHead = new TextEncoder().encode(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
);

describe('request bodies are read with a hard cap', () => {
  it('stores a normal photo (201)', async () => {
    await signInNewMember();
    const response = await post(multipart(photo), {});
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ width: 600, height: 400 });
  });

  it('answers a chunked multipart body over the cap with 413, having read at most one chunk past it', async () => {
    await signInNewMember();
    const { stream, meter } = meteredBody(3 * MULTIPART_CAP, partHead);
    const response = await post(stream, {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'too_large' });
    expect(meter.pulled).toBeLessThanOrEqual(MULTIPART_CAP + CHUNK);
  });

  it('answers a body larger than its Content-Length claims with 413, having read at most one chunk past the cap', async () => {
    await signInNewMember();
    const { stream, meter } = meteredBody(3 * MULTIPART_CAP, partHead);
    const response = await post(stream, {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': '1000',
    });
    expect(response.status).toBe(413);
    expect(meter.pulled).toBeLessThanOrEqual(MULTIPART_CAP + CHUNK);
  });

  it('answers an honest Content-Length over the cap with 413 without reading the body', async () => {
    await signInNewMember();
    const { stream, meter } = meteredBody(3 * MULTIPART_CAP, partHead);
    const response = await post(stream, {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(3 * MULTIPART_CAP),
    });
    expect(response.status).toBe(413);
    expect(meter.pulled).toBe(0);
  });

  it('answers a JSON body over its small cap with 413 (url_too_long), having read at most one chunk past it', async () => {
    await signInNewMember();
    const { stream, meter } = meteredBody(
      1024 * 1024,
      new TextEncoder().encode('{"url":"https://example.com/'),
    );
    const response = await post(stream, { 'content-type': 'application/json' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'url_too_long' });
    expect(meter.pulled).toBeLessThanOrEqual(MEDIA_LIMITS.maxJsonBytes + CHUNK);
  });

  it('answers an address longer than the limit with 413 (url_too_long) without fetching it', async () => {
    await signInNewMember();
    const url = `https://example.com/${'a'.repeat(MEDIA_LIMITS.maxUrlLength)}`;
    const response = await post(JSON.stringify({ url }), {
      'content-type': 'application/json',
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'url_too_long' });
  });

  it('answers a body the client broke off with 422 (unreadable)', async () => {
    await signInNewMember();
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(partHead);
        controller.error(new Error('connection reset'));
      },
    });
    const response = await post(broken, {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'unreadable' });
  });
});

describe('uploads per account are rate limited', () => {
  it('refuses the first upload past the limit of the window with 429, Retry-After and rate_limited', async () => {
    await signInNewMember();
    // Every attempt counts, refused ones too: each costs a decode. Tiny bodies keep this fast.
    for (let attempt = 0; attempt < MEDIA_UPLOAD_RULE.max; attempt++) {
      const response = await post(multipart(Buffer.from('not an image')), {});
      expect(response.status, `attempt ${attempt + 1}`).toBe(422);
    }
    const refused = await post(multipart(photo), {});
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'rate_limited' });
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(MEDIA_UPLOAD_RULE.windowSeconds);
  });

  it("does not count one member's uploads against another", async () => {
    await signInNewMember();
    expect((await post(multipart(photo), {})).status).toBe(201);
  });
});

describe('stored bytes per member and site have a quota', () => {
  async function storedAlready(ownerId: string, siteId: string, bytes: number) {
    const id = newId();
    await db.insert(media).values({
      id,
      siteId,
      ownerId,
      width: 10,
      height: 10,
      bytes,
      fullKey: `${siteId}/2026/01/${id}-full.webp`,
      cardKey: `${siteId}/2026/01/${id}-card.webp`,
      thumbKey: `${siteId}/2026/01/${id}-thumb.webp`,
    });
  }

  it('refuses an upload once the member has stored the quota on this site (403 quota_exceeded)', async () => {
    const member = await signInNewMember();
    await storedAlready(member, 'bond', MEDIA_LIMITS.storedBytesPerMember);
    const response = await post(multipart(photo), {});
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'quota_exceeded' });
  });

  it('counts only this site, and records the bytes of what it stores', async () => {
    const member = await signInNewMember();
    await storedAlready(member, 'tutoring', MEDIA_LIMITS.storedBytesPerMember);
    await storedAlready(member, 'bond', MEDIA_LIMITS.storedBytesPerMember - 1);
    const response = await post(multipart(photo), {});
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await db.select().from(media).where(eq(media.id, id));
    expect(row?.bytes).toBeGreaterThan(0);
  });
});
