import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MediaError } from '@/lib/media/media-error';
import { localMediaResponse, newMediaKey } from '@/lib/storage';
import { LocalDiskStorage } from '@/lib/storage/local-disk';
import { S3Storage } from '@/lib/storage/s3';
import { s3ConfigFromEnv } from '@/lib/storage/s3-config';
import { isValidMediaKey, type MediaStorage } from '@/lib/storage/types';

const KEY = 'bond/2025/03/abc123-full.webp';
const BODY = Buffer.from('RIFF....WEBPVP8 fake image bytes');

describe('media keys', () => {
  it('builds <siteId>/<yyyy>/<mm>/<id>-<variant>.webp', () => {
    expect(newMediaKey('bond', 'thumb', 'k2x9_A-b')).toMatch(/^bond\/\d{4}\/\d{2}\/k2x9_A-b-thumb\.webp$/);
  });

  it('refuses ids and sites that could escape the key layout', () => {
    expect(() => newMediaKey('bond', 'full', '../x')).toThrow(MediaError);
    expect(() => newMediaKey('Bond/..', 'full', 'x')).toThrow(MediaError);
  });

  it.each([
    '../x',
    'bond/../../etc/passwd',
    '/etc/passwd',
    'bond',
    'bond/',
    'bond//x.webp',
    'bond/./x.webp',
    'Bond/x.webp',
    'bond/x y.webp',
    'bond\\x.webp',
  ])('refuses the key %j', (key) => {
    expect(isValidMediaKey(key)).toBe(false);
  });
});

describe('LocalDiskStorage', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'media-storage-'));
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('S3_BUCKET', '');
  });

  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes under ${DATA_DIR}/media/<key>, reads it back and deletes it', async () => {
    const storage: MediaStorage = new LocalDiskStorage();
    await storage.put(KEY, BODY, 'image/webp');
    const file = join(dataDir, 'media', KEY);
    expect(existsSync(file)).toBe(true);
    expect(readdirSync(dirname(file))).toEqual(['abc123-full.webp']); // no temp file left behind
    expect(await storage.get(KEY)).toEqual({ body: BODY, contentType: 'image/webp' });
    expect(storage.publicUrl(KEY)).toBe(`/api/media/${KEY}`);

    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeNull();
    await storage.delete(KEY); // deleting twice is fine
  });

  it('refuses a traversal key ../x', async () => {
    const storage: MediaStorage = new LocalDiskStorage();
    await expect(storage.put('../x', BODY, 'image/webp')).rejects.toMatchObject({ code: 'storage_failed' });
    await expect(storage.delete('../x')).rejects.toMatchObject({ code: 'storage_failed' });
    expect(await storage.get('../x')).toBeNull();
    expect(await storage.get('bond/../../x')).toBeNull();
    expect(existsSync(join(dataDir, 'x'))).toBe(false);
  });

  it('serves GET /api/media/<key> with immutable caching and nosniff, 404 otherwise', async () => {
    await (new LocalDiskStorage() as MediaStorage).put(KEY, BODY, 'image/webp');
    const response = await localMediaResponse(KEY.split('/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(BODY)).toBe(true);

    expect((await localMediaResponse(['bond', 'missing.webp'])).status).toBe(404);
    expect((await localMediaResponse(['..', 'x'])).status).toBe(404);
  });
});

describe('S3Storage (against a fake S3 endpoint on loopback)', () => {
  const objects = new Map<string, { body: Buffer; headers: Record<string, string | undefined> }>();
  let server: Server;
  let endpoint: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ')) return res.writeHead(403).end();
      const path = req.url ?? '';
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const stored = objects.get(path);
        if (req.method === 'PUT') {
          objects.set(path, {
            body: Buffer.concat(chunks),
            headers: {
              'content-type': req.headers['content-type'],
              'cache-control': req.headers['cache-control'],
            },
          });
          return res.writeHead(200).end();
        }
        if (req.method === 'DELETE') return (objects.delete(path), res.writeHead(204).end());
        if (!stored) return res.writeHead(404).end();
        res.writeHead(200, { 'content-type': stored.headers['content-type'] }).end(stored.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(() => vi.unstubAllEnvs());
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('reads its configuration from S3_* and needs the credentials', () => {
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'media' })).toThrow(/S3_ENDPOINT/);
    const env = {
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'https://s3.example/',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(s3ConfigFromEnv(env)).toMatchObject({
      endpoint: 'https://s3.example',
      region: 'auto',
      publicUrl: 'https://s3.example/media',
    });
    expect(s3ConfigFromEnv({ ...env, S3_PUBLIC_URL: 'https://cdn.example/' }).publicUrl).toBe(
      'https://cdn.example',
    );
  });

  it('puts path-style with Content-Type and immutable Cache-Control, gets and deletes', async () => {
    const storage = new S3Storage(
      s3ConfigFromEnv({
        S3_BUCKET: 'media',
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.example',
      }),
    );
    await storage.put(KEY, BODY, 'image/webp');
    expect(objects.get(`/media/${KEY}`)?.headers).toEqual({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(await storage.get(KEY)).toEqual({ body: BODY, contentType: 'image/webp' });
    expect(storage.publicUrl(KEY)).toBe(`https://cdn.example/${KEY}`);

    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeNull();
    await expect(storage.put('../x', BODY, 'image/webp')).rejects.toMatchObject({ code: 'storage_failed' });
    expect(await storage.get('../x')).toBeNull();
  });
});
