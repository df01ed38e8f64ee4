import 'server-only';
import type { Viewer } from '@/lib/auth/viewer';
import type { Database } from '@/lib/db/client';
import { isSameOrigin } from '@/lib/http/same-origin';
import { MediaError } from '@/lib/media/media-error';
import { readUploadedImage } from '@/lib/media/upload-input';
import { uploadRetryAfter } from '@/lib/media/upload-limits';
import { mediaErrorStatus } from '@/lib/media/upload-request';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import type { MediaStorage } from '@/lib/storage/types';
import type { SiteId } from '@/sites';
import { saveAvatar } from './avatar';

export interface AvatarDeps {
  db: Database;
  storage: MediaStorage;
  viewerOf: (siteId: SiteId) => Promise<Viewer>;
}

/**
 * POST /api/account/avatar: the signed-in member's photo, as a listing photo is sent (multipart
 * `file` or JSON `{url}`), under the same size caps and per-account upload rate
 * (docs/architecture.md §4). Answers `{url}` of the stored photo.
 */
export async function handleAvatarUpload(
  request: Request,
  { db, storage, viewerOf }: AvatarDeps,
): Promise<Response> {
  if (!isSameOrigin(request)) return Response.json({ error: 'forbidden' }, { status: 403 });
  const viewer = await viewerOf((await siteOfRequestHeaders(request.headers)).id);
  if (viewer.kind !== 'member') return Response.json({ error: 'unauthenticated' }, { status: 401 });
  try {
    const wait = await uploadRetryAfter(db, viewer.userId);
    if (wait !== null)
      return Response.json(
        { error: 'rate_limited' },
        { status: 429, headers: { 'Retry-After': String(wait) } },
      );
    const url = await saveAvatar(db, storage, viewer.userId, await readUploadedImage(request));
    return Response.json({ url }, { status: 201 });
  } catch (error) {
    if (error instanceof MediaError)
      return Response.json({ error: error.code }, { status: mediaErrorStatus(error.code) });
    console.error('[avatar] unexpected failure:', error);
    return Response.json({ error: 'storage_failed' }, { status: 500 });
  }
}
