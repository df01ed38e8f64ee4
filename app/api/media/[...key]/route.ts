import { localMediaResponse } from '@/lib/storage';

/** Serves local-disk media (`/api/media/<key>`); 404 when storage is S3 or the object is missing. */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  return localMediaResponse((await params).key);
}
