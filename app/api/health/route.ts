import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';

/** Readiness: the app and its database answer (for load balancers and the Docker healthcheck). */
export async function GET() {
  try {
    await getDb().execute(sql`select 1`);
    return Response.json({ ok: true, database: 'up' }, { headers: { 'Cache-Control': 'no-store' } });
  } catch {
    return Response.json(
      { ok: false, database: 'down' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
