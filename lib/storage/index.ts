import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { MediaError } from '@/lib/media/media-error';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';
import { s3ConfigFromEnv } from './s3-config';
import { IMMUTABLE_CACHE_CONTROL, isValidMediaKey, type MediaStorage } from './types';

export type { MediaStorage } from './types';

let storage: MediaStorage | undefined;

/** S3-compatible storage when S3_BUCKET is set, otherwise local disk under DATA_DIR. */
export function getStorage(): MediaStorage {
  const env = serverEnv();
  storage ??= env.S3_BUCKET ? new S3Storage(s3ConfigFromEnv(env)) : new LocalDiskStorage();
  return storage;
}

/** `<siteId>/<yyyy>/<mm>/<id>-<variant>.webp` (UTC month), e.g. `bond/2025/03/k2x9…-card.webp`. */
export function newMediaKey(siteId: string, variant: 'full' | 'card' | 'thumb', id: string): string {
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const key = `${siteId}/${now.getUTCFullYear()}/${month}/${id}-${variant}.webp`;
  if (!/^[a-zA-Z0-9_-]+$/.test(id) || !isValidMediaKey(key)) {
    throw new MediaError('storage_failed', `cannot build a media key from ${JSON.stringify({ siteId, id })}`);
  }
  return key;
}

/** The response of GET /api/media/<key>: local-disk objects only (S3 objects have their own public URL). */
export async function localMediaResponse(segments: string[]): Promise<Response> {
  const store = getStorage();
  const key = segments.join('/');
  if (!(store instanceof LocalDiskStorage) || !isValidMediaKey(key)) return notFound();
  const object = await store.get(key);
  if (!object) return notFound();
  return new Response(new Uint8Array(object.body), {
    headers: {
      'Content-Type': object.contentType,
      'Content-Length': String(object.body.byteLength),
      'Cache-Control': IMMUTABLE_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
}
