import 'server-only';
import { abilityFrom } from '@/lib/auth/abilities';
import type { Viewer } from '@/lib/auth/viewer';
import type { Database } from '@/lib/db/client';
import { isSameOrigin } from '@/lib/http/same-origin';
import { listingScope } from '@/lib/listings/scope';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import type { SiteId } from '@/sites';
import { MediaError, type MediaErrorCode } from './media-error';
import { saveUpload } from './save-upload';
import { readUploadedImage } from './upload-input';
import { overStorageQuota, uploadRetryAfter } from './upload-limits';

export interface UploadDeps {
  db: Database;
  viewerOf: (siteId: SiteId) => Promise<Viewer>;
}

/** The status of each refusal; any other MediaError is 422. */
const STATUS: Partial<Record<MediaErrorCode, number>> = {
  too_large: 413,
  url_too_long: 413,
  storage_failed: 507,
};

/** The HTTP status of a refused upload (the avatar upload answers alike). */
export const mediaErrorStatus = (code: MediaErrorCode): number => STATUS[code] ?? 422;

function failure(
  status: number,
  error: MediaErrorCode | 'unauthenticated' | 'forbidden',
  headers?: HeadersInit,
): Response {
  return Response.json({ error }, { status, headers });
}

/**
 * POST /api/uploads: a listing photo, as multipart `file` or JSON `{url}` (added from a URL,
 * fetched on the server with SSRF protection). Members with scope internal only. The body is read
 * only once the member may upload and is within the rate and quota of docs/architecture.md §4.
 */
export async function handleUploadRequest(request: Request, { db, viewerOf }: UploadDeps): Promise<Response> {
  if (!isSameOrigin(request)) return failure(403, 'forbidden');
  const site = await siteOfRequestHeaders(request.headers);
  const viewer = await viewerOf(site.id);
  if (viewer.kind !== 'member') return failure(401, 'unauthenticated');
  if (!abilityFrom(viewer.abilityRules).can('create', 'Listing')) return failure(403, 'forbidden');
  const owner = { siteId: listingScope(site), ownerId: viewer.userId };

  try {
    const wait = await uploadRetryAfter(db, viewer.userId);
    if (wait !== null) return failure(429, 'rate_limited', { 'Retry-After': String(wait) });
    if (await overStorageQuota(db, owner.siteId, owner.ownerId)) return failure(403, 'quota_exceeded');
    const bytes = await readUploadedImage(request);
    const uploaded = await saveUpload(db, owner, bytes);
    return Response.json(uploaded, { status: 201 });
  } catch (error) {
    if (error instanceof MediaError) return failure(mediaErrorStatus(error.code), error.code);
    console.error('[uploads] unexpected failure:', error);
    return failure(500, 'storage_failed');
  }
}
