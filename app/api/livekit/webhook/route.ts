import { liveKitConfig } from '@/lib/calls/livekit-token';
import { handleLiveKitWebhook } from '@/lib/calls/webhook-request';
import { getDb } from '@/lib/db/client';

/** POST /api/livekit/webhook: LiveKit's signed room and participant events, kept as the call log (docs/architecture.md §6). */
export async function POST(request: Request) {
  return handleLiveKitWebhook(request, { db: getDb(), livekit: liveKitConfig() });
}
