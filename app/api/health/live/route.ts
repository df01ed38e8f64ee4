/** Liveness: the process answers (no dependencies). Also the "bare route handler" of the bench. */
export function GET() {
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
}
