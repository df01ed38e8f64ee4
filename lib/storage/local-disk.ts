import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { dataDir } from '@/lib/data-dir';
import { MediaError } from '@/lib/media/media-error';
import { isValidMediaKey, type MediaStorage } from './types';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** Files under `${DATA_DIR}/media/<key>`, served by app/api/media/[...key]. */
export class LocalDiskStorage implements MediaStorage {
  readonly root: string;

  constructor(root: string = join(dataDir(), 'media')) {
    this.root = resolve(/* turbopackIgnore: true */ root);
  }

  /** The content type is not stored: `get` derives it from the key's extension (`.webp` for processed media). */
  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    if (!path) throw new MediaError('storage_failed', `invalid key ${JSON.stringify(key)}`);
    // Write then rename in the same directory, so readers never see a half-written file.
    const temp = join(dirname(path), `.tmp-${randomBytes(8).toString('hex')}`);
    try {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(temp, body);
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true }).catch(() => {});
      throw new MediaError('storage_failed', `cannot write ${key}`, { cause: error });
    }
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    const path = this.pathOf(key);
    if (!path) return null;
    try {
      const body = await readFile(path);
      return { body, contentType: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream' };
    } catch (error) {
      if (isMissing(error)) return null;
      throw new MediaError('storage_failed', `cannot read ${key}`, { cause: error });
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    if (!path) throw new MediaError('storage_failed', `invalid key ${JSON.stringify(key)}`);
    try {
      await rm(path, { force: true });
    } catch (error) {
      throw new MediaError('storage_failed', `cannot delete ${key}`, { cause: error });
    }
  }

  publicUrl(key: string): string {
    return `/api/media/${key}`;
  }

  /** The file for a key, or null when the key is invalid or would leave the root. */
  private pathOf(key: string): string | null {
    if (!isValidMediaKey(key)) return null;
    const path = resolve(this.root, key);
    return path.startsWith(this.root + sep) ? path : null;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
