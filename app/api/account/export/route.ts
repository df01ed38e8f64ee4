import { handleExportRequest } from '@/lib/account/export-request';
import { currentViewer } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { getStorage } from '@/lib/storage';

/** GET /api/account/export: "Export my data" (lib/account/export-request.ts). */
export async function GET(request: Request) {
  return handleExportRequest(request, { db: getDb(), storage: getStorage(), viewerOf: currentViewer });
}
