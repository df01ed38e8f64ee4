import 'server-only';
import { requiredInProduction, serverEnv } from '@/lib/env/server';
import type { InboxNotice } from './protocol';

const PUBLISH_TIMEOUT_MS = 1_500;

/**
 * Pushes "a message was stored for you" to the recipient's personal room through the realtime
 * server's internal endpoint. The database is the source of truth (docs/architecture.md §5): when the realtime
 * server is down this logs and returns, and the inbox shows the message on the next load.
 */
export async function notifyRecipient(siteId: string, userId: string, notice: InboxNotice): Promise<void> {
  const env = serverEnv();
  const secret = requiredInProduction(env, 'REALTIME_INTERNAL_SECRET');
  if (!secret) return;
  const base = env.REALTIME_INTERNAL_URL || `http://127.0.0.1:${env.REALTIME_PORT}`;
  try {
    const response = await fetch(`${base}/internal/publish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ siteId, userId, data: JSON.stringify(notice) }),
      signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS),
    });
    if (!response.ok) console.warn(`[realtime] publish answered ${response.status}`);
  } catch (error) {
    console.warn(
      '[realtime] publish failed (the message is stored; the inbox shows it on reload):',
      error instanceof Error ? error.message : error,
    );
  }
}
