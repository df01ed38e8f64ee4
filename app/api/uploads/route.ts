import { currentViewer } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { handleUploadRequest } from '@/lib/media/upload-request';

/** POST /api/uploads: a listing photo (lib/media/upload-request.ts, docs/architecture.md §4 abuse rules). */
export async function POST(request: Request) {
  return handleUploadRequest(request, { db: getDb(), viewerOf: currentViewer });
}
