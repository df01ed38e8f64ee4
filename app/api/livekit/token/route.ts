import { appJwks } from '@/lib/calls/api-token';
import { liveKitConfig } from '@/lib/calls/livekit-token';
import { handleTokenRequest } from '@/lib/calls/token-request';
import { getDb } from '@/lib/db/client';

/** POST /api/livekit/token: a LiveKit join token for the bearer of an API token (docs/product.md §7, docs/architecture.md §6). */
export async function POST(request: Request) {
  return handleTokenRequest(request, { jwks: appJwks(), db: getDb(), livekit: liveKitConfig() });
}
