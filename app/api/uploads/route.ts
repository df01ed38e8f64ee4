import { NextResponse } from 'next/server';
import { z } from '@/lib/zod';
import { abilityFrom } from '@/lib/auth/abilities';
import { currentViewer } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { isSameOrigin } from '@/lib/http/same-origin';
import { listingScope } from '@/lib/listings/scope';
import { fetchRemoteImage } from '@/lib/media/fetch-remote';
import { MEDIA_LIMITS, MediaError } from '@/lib/media/media-error';
import { saveUpload } from '@/lib/media/save-upload';
import { siteOfRequestHeaders } from '@/lib/site/request-site';

const fromUrlSchema = z.object({ url: z.string().trim().min(1).max(2048) });

function failure(status: number, error: string) {
  return NextResponse.json({ error }, { status });
}

/**
 * POST /api/uploads: a listing photo, as multipart `file` or JSON `{url}` (added from a URL,
 * fetched on the server with SSRF protection). Members with scope internal only.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return failure(403, 'forbidden');
  const site = await siteOfRequestHeaders(request.headers);
  const viewer = await currentViewer(site.id);
  if (viewer.kind !== 'member') return failure(401, 'unauthenticated');
  if (!abilityFrom(viewer.abilityRules).can('create', 'Listing')) return failure(403, 'forbidden');

  try {
    const bytes = await readImageBytes(request);
    const uploaded = await saveUpload(getDb(), { siteId: listingScope(site), ownerId: viewer.userId }, bytes);
    return NextResponse.json(uploaded, { status: 201 });
  } catch (error) {
    if (error instanceof MediaError) return failure(error.code === 'storage_failed' ? 507 : 422, error.code);
    console.error('[uploads] unexpected failure:', error);
    return failure(500, 'storage_failed');
  }
}

async function readImageBytes(request: Request): Promise<Buffer> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('application/json')) {
    const parsed = fromUrlSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) throw new MediaError('url_invalid', 'missing url');
    return fetchRemoteImage(parsed.data.url);
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MEDIA_LIMITS.maxBytes + 64 * 1024) throw new MediaError('too_large', 'request too large');
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  if (!(file instanceof Blob)) throw new MediaError('unreadable', 'no file');
  if (file.size > MEDIA_LIMITS.maxBytes) throw new MediaError('too_large', 'file too large');
  return Buffer.from(await file.arrayBuffer());
}
