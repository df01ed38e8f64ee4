/** Bad input at every door (docs/architecture.md §9): see ./shared.ts for what is refused, normalised or kept. */
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getMedia } from '@/app/api/media/[...key]/route';
import { user } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { MediaError } from '@/lib/media/media-error';
import { saveUpload } from '@/lib/media/save-upload';
import { LocalDiskStorage } from '@/lib/storage/local-disk';
import * as payload from './payloads';
import { DATA_DIR, db, expectStored, setUpBadInputSuite } from './shared';

setUpBadInputSuite();

/* ---------------------------------------------------------------------------------------------
 * Media: GET /api/media/<key> and saveUpload
 * ------------------------------------------------------------------------------------------- */

describe('media', () => {
  const KEY = 'bond/2025/03/k2x9abcdefgh-card.webp';

  async function fetchMedia(segments: string[]) {
    const response = await getMedia(new Request('http://bond.localhost:3000/api/media/x'), {
      params: Promise.resolve({ key: segments }),
    });
    return {
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  beforeAll(() => {
    const path = join(DATA_DIR, 'media', KEY);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, 'RIFF-webp-bytes');
    // Something secret just outside the media root, for traversal attempts to reach.
    writeFileSync(join(DATA_DIR, 'secret.webp'), 'SECRET');
  });

  it('serves the control key', async () => {
    const response = await fetchMedia(KEY.split('/'));
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('RIFF-webp-bytes');
  });

  it.each([
    ['dot-dot segments', ['..', 'secret.webp']],
    ['dot-dot inside the site folder', ['bond', '..', '..', 'secret.webp']],
    ['an encoded slash and dots', ['bond%2F..%2F..%2Fsecret.webp']],
    ['a decoded slash inside one segment', ['bond/../../secret.webp']],
    ['encoded dots', ['%2e%2e', 'secret.webp']],
    ['a backslash traversal', ['bond', '..\\..\\secret.webp']],
    ['an absolute path', ['/etc/passwd']],
    ['a single-dot segment', ['bond', '.', '2025', '03', 'k2x9abcdefgh-card.webp']],
    ['an empty segment', ['bond', '', 'secret.webp']],
    ['a NUL character', ['bond', '2025', '03', 'k2x9abcdefgh-card.webp\u0000.png']],
    ['an RTL override', ['bond', '2025', '03', 'k2x9abcdefgh-\u202epbew.card']],
    ['a script tag', ['bond', payload.SCRIPT]],
    ['SQL-looking text', ['bond', payload.SQLISH]],
    ['a 600-character key', ['bond', 'a'.repeat(600)]],
    ['a 100,000-character key', ['bond', ...Array.from({ length: 1000 }, () => 'a'.repeat(99))]],
    ['a key of 10,000 emoji', ['bond', payload.EMOJI_10K]],
  ])('answers %s with 404 and no content', async (_label, segments) => {
    const response = await fetchMedia(segments);
    expect(response.status).toBe(404);
    expect(response.cacheControl).toBe('no-store');
    expect(response.body.toString()).toBe('Not found');
  });

  it.each([
    ['a script payload', Buffer.from(`${payload.SCRIPT}<svg onload=alert(1)>`)],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['an empty file', Buffer.alloc(0)],
    ['5 MB of zeros', Buffer.alloc(5 * 1024 * 1024)],
    ['11 MB of noise', Buffer.alloc(11 * 1024 * 1024, 7)],
  ])('refuses %s as an upload with a MediaError, storing no row and no file', async (_label, bytes) => {
    const root = mkdtempSync(join(tmpdir(), 'multisite-bad-upload-'));
    const uploader = newId();
    await db.insert(user).values({ id: uploader, name: 'Uploader', email: `${uploader}@example.com` });
    await expectStored(async () => {
      const error = await saveUpload(
        db,
        { siteId: 'bond', ownerId: uploader },
        bytes,
        new LocalDiskStorage(root),
      ).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MediaError);
    });
    expect(readdirSync(root)).toEqual([]);
  });
});
