import 'server-only';
import type { Viewer } from '@/lib/auth/viewer';
import type { Database } from '@/lib/db/client';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import type { MediaStorage } from '@/lib/storage/types';
import type { SiteId } from '@/sites';
import { memberExport } from './export';

export interface ExportDeps {
  db: Database;
  storage: MediaStorage;
  viewerOf: (siteId: SiteId) => Promise<Viewer>;
}

/**
 * GET /api/account/export: the signed-in member's own data as a JSON download (lib/account/export.ts).
 * Whose data comes from the session only; the request names no one.
 */
export async function handleExportRequest(
  request: Request,
  { db, storage, viewerOf }: ExportDeps,
): Promise<Response> {
  const site = await siteOfRequestHeaders(request.headers);
  const viewer = await viewerOf(site.id);
  const private_ = { 'Cache-Control': 'private, no-store' };
  if (viewer.kind !== 'member')
    return Response.json({ error: 'unauthenticated' }, { status: 401, headers: private_ });
  const data = await memberExport(db, storage, viewer.userId);
  if (!data) return Response.json({ error: 'notFound' }, { status: 404, headers: private_ });
  const day = data.exportedAt.toISOString().slice(0, 10);
  const name = `${site.appName}-my-data-${day}.json`.replace(/[^A-Za-z0-9._-]+/g, '-');
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      ...private_,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
