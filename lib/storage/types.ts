/** Where media variants live: local disk by default, an S3-compatible bucket when configured. */
export interface MediaStorage {
  /** Throws MediaError('storage_failed') for an invalid key or a failed write. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when the key is invalid or the object does not exist. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  publicUrl(key: string): string;
}

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-zA-Z0-9_.-]+)+$/;

/** `<siteId>/<yyyy>/<mm>/<random>-<variant>.webp` and the like; never `..`, `.` segments or absolute paths. */
export function isValidMediaKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key) && !key.includes('..') && !key.split('/').includes('.');
}

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
