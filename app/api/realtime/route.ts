import { realtimeUrlTemplate } from '@/lib/realtime/url-template';

// Read at each request: prerendered public pages cannot carry this server's settings (docs/architecture.md §5).
export const dynamic = 'force-dynamic';

/** The realtime server's URL template, for the call area of the public pages. */
export function GET() {
  return Response.json({ urlTemplate: realtimeUrlTemplate() }, { headers: { 'Cache-Control': 'no-store' } });
}
