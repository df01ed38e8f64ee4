import 'server-only';
import { z } from '@/lib/zod';
import { BodyTooLarge, readCappedBody } from '@/lib/http/read-capped-body';
import { fetchRemoteImage } from './fetch-remote';
import { MEDIA_LIMITS, MediaError, type MediaErrorCode } from './media-error';

const fromUrlSchema = z.object({ url: z.string().trim().min(1) });

/**
 * The image of POST /api/uploads: the `file` of a multipart body, or the image at the `url` of a
 * JSON body (fetched with SSRF protection). Each kind of body is read with its own hard cap before
 * it is parsed, so an oversized one is refused having held at most the cap.
 */
export async function readUploadedImage(request: Request): Promise<Buffer> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('application/json')) {
    const body = await cappedBody(request, MEDIA_LIMITS.maxJsonBytes, 'url_too_long');
    const parsed = fromUrlSchema.safeParse(parseJson(body));
    if (!parsed.success) throw new MediaError('url_invalid', 'missing url');
    if (parsed.data.url.length > MEDIA_LIMITS.maxUrlLength) throw new MediaError('url_too_long');
    return fetchRemoteImage(parsed.data.url);
  }
  const body = await cappedBody(
    request,
    MEDIA_LIMITS.maxBytes + MEDIA_LIMITS.multipartOverheadBytes,
    'too_large',
  );
  const form = await new Response(body, { headers: { 'content-type': type } }).formData().catch(() => null);
  const file = form?.get('file');
  if (!(file instanceof Blob)) throw new MediaError('unreadable', 'no file');
  if (file.size > MEDIA_LIMITS.maxBytes) throw new MediaError('too_large', 'file too large');
  return Buffer.from(await file.arrayBuffer());
}

async function cappedBody(
  request: Request,
  maxBytes: number,
  tooLarge: MediaErrorCode,
): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return await readCappedBody(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new MediaError(tooLarge, error.message);
    throw new MediaError('unreadable', 'the request body could not be read', { cause: error });
  }
}

function parseJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    return null;
  }
}
