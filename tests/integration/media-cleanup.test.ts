/**
 * Photos nobody uses are deleted with their files (docs/architecture.md §4 abuse rules): uploads
 * never attached to a listing once the grace period has passed, and at once the photos a save
 * removes from a listing. Real database, real local disk.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/client';
import { media, user } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { createListing, updateListing } from '@/lib/listings/repository';
import { deleteStoredMedia, deleteUnattachedMedia, UNATTACHED_MEDIA_GRACE_MS } from '@/lib/media/cleanup';
import { scheduleMediaCleanup } from '@/lib/media/cleanup-schedule';
import { saveUpload } from '@/lib/media/save-upload';
import { LocalDiskStorage } from '@/lib/storage/local-disk';
import { freshDatabase } from './test-database';
import { bondListingForm, failOnUnhandledErrors } from './test-helpers';

const BOND = { siteId: 'bond' as const, currency: 'EUR', searchConfig: 'english' };

let db: Database;
let databaseUrl: string;
let storage: LocalDiskStorage;
let owner: string;
let photo: Buffer;

failOnUnhandledErrors();

beforeAll(async () => {
  ({ db, url: databaseUrl } = await freshDatabase());
  storage = new LocalDiskStorage(join(mkdtempSync(join(tmpdir(), 'multisite-cleanup-')), 'media'));
  owner = newId();
  await db.insert(user).values({ id: owner, name: 'Olga Owner', email: `${owner}@example.com` });
  photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#e9c46a' } })
    .jpeg()
    .toBuffer();
});

const upload = async () => (await saveUpload(db, { siteId: 'bond', ownerId: owner }, photo, storage)).id;

async function filesOf(id: string): Promise<boolean[]> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  const keys = row ? [row.fullKey, row.cardKey, row.thumbKey] : [];
  return keys.map((key) => existsSync(join(storage.root, key)));
}

async function keysOf(id: string): Promise<string[]> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return [row!.fullKey, row!.cardKey, row!.thumbKey];
}

async function uploadedAgo(ids: string[], ms: number) {
  await db
    .update(media)
    .set({ createdAt: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(inArray(media.id, ids));
}

describe('unattached uploads', () => {
  it('deletes uploads never attached after the grace period, with their files, and keeps the rest', async () => {
    const [attached, abandoned, fresh] = [await upload(), await upload(), await upload()];
    await createListing(db, BOND, owner, bondListingForm({ images: [{ mediaId: attached, alt: '' }] }));
    await uploadedAgo([attached, abandoned], UNATTACHED_MEDIA_GRACE_MS + 60 * 60 * 1000);
    const abandonedKeys = await keysOf(abandoned);
    expect(await filesOf(abandoned)).toEqual([true, true, true]);

    expect(await deleteUnattachedMedia(db, storage)).toBe(1);

    const left = await db
      .select({ id: media.id })
      .from(media)
      .where(inArray(media.id, [attached, abandoned, fresh]));
    expect(left.map((row) => row.id).sort()).toEqual([attached, fresh].sort());
    expect(abandonedKeys.map((key) => existsSync(join(storage.root, key)))).toEqual([false, false, false]);
    expect(await filesOf(attached)).toEqual([true, true, true]);
    expect(await filesOf(fresh)).toEqual([true, true, true]);
    expect(await deleteUnattachedMedia(db, storage)).toBe(0);
  });

  it('leaves an upload alone while a save is attaching it, without waiting for that save', async () => {
    const attaching = await upload();
    await uploadedAgo([attaching], UNATTACHED_MEDIA_GRACE_MS + 60 * 1000);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // What attachImages does inside the save's transaction: lock the row, then attach it.
    const save = db.transaction(async (tx) => {
      await tx.select().from(media).where(eq(media.id, attaching)).for('update');
      locked();
      await held;
    });
    await isLocked;
    expect(await deleteUnattachedMedia(db, storage)).toBe(0);
    release();
    await save;
    expect(await filesOf(attaching)).toEqual([true, true, true]);
  });

  it('runs a minute after the server starts and every hour after (scheduleMediaCleanup)', async () => {
    const abandoned = await upload();
    await uploadedAgo([abandoned], UNATTACHED_MEDIA_GRACE_MS + 60 * 1000);
    // getDb() and getStorage() as the server has them: this file's database and a disk under DATA_DIR.
    process.env.DATABASE_URL = databaseUrl;
    process.env.DATA_DIR = dirname(storage.root);
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    try {
      scheduleMediaCleanup();
      await vi.advanceTimersByTimeAsync(59 * 1000);
      expect(await db.select().from(media).where(eq(media.id, abandoned))).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(async () =>
        expect(await db.select().from(media).where(eq(media.id, abandoned))).toEqual([]),
      );
      const later = await upload();
      await uploadedAgo([later], UNATTACHED_MEDIA_GRACE_MS + 60 * 1000);
      // Exactly to the hour: any further and the pool's own (faked) connection timeout would fire.
      await vi.advanceTimersByTimeAsync(60 * 60 * 1000 - 60 * 1000);
      await vi.waitFor(async () =>
        expect(await db.select().from(media).where(eq(media.id, later))).toEqual([]),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('photos removed from a listing', () => {
  it('are deleted with their files when the listing is saved without them', async () => {
    const [kept, removed] = [await upload(), await upload()];
    const id = await createListing(
      db,
      BOND,
      owner,
      bondListingForm({
        images: [
          { mediaId: kept, alt: '' },
          { mediaId: removed, alt: '' },
        ],
      }),
    );
    const removedKeys = await keysOf(removed);

    const dropped = await updateListing(
      db,
      BOND,
      { userId: owner, isAdmin: false },
      id,
      bondListingForm({ images: [{ mediaId: kept, alt: '' }] }),
    );
    await deleteStoredMedia(storage, dropped);

    expect(dropped.map((row) => row.id)).toEqual([removed]);
    expect(await db.select().from(media).where(eq(media.id, removed))).toEqual([]);
    expect(removedKeys.map((key) => existsSync(join(storage.root, key)))).toEqual([false, false, false]);
    expect(await filesOf(kept)).toEqual([true, true, true]);
  });
});
