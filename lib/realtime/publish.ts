import 'server-only';
import { requiredInProduction, serverEnv } from '@/lib/env/server';
import type { InboxNotice } from './protocol';

const PUBLISH_TIMEOUT_MS = 1_500;

/** POSTs to one of the realtime server's internal endpoints; true when it accepted. */
async function postInternal(path: string, body: unknown): Promise<boolean> {
  const env = serverEnv();
  const secret = requiredInProduction(env, 'REALTIME_INTERNAL_SECRET');
  if (!secret) return false;
  const base = env.REALTIME_INTERNAL_URL || `http://127.0.0.1:${env.REALTIME_PORT}`;
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS),
  });
  if (!response.ok) console.warn(`[realtime] ${path} answered ${response.status}`);
  return response.ok;
}

/**
 * Pushes "a message was stored for you" to the recipient's personal room through the realtime
 * server's internal endpoint. The database is the source of truth (docs/architecture.md §5): when the realtime
 * server is down this logs and returns, and the inbox shows the message on the next load.
 */
export async function notifyRecipient(siteId: string, userId: string, notice: InboxNotice): Promise<void> {
  try {
    await postInternal('/internal/publish', { siteId, userId, data: JSON.stringify(notice) });
  } catch (error) {
    console.warn(
      '[realtime] publish failed (the message is stored; the inbox shows it on reload):',
      error instanceof Error ? error.message : error,
    );
  }
}

/**
 * Closes the realtime sockets of one session (sign-out, revocation). When the realtime server is
 * down there is nothing to close; its sockets end with their token anyway.
 */
export async function closeSessionSockets(siteId: string, userId: string, sessionKey: string): Promise<void> {
  await postInternal('/internal/disconnect', { siteId, userId, sessionKey });
}

/**
 * Closes every realtime socket of a member on a site and refuses the API tokens they still hold
 * there (suspension, docs/architecture.md §4); false when the realtime server did not accept it.
 */
export async function closeMemberSockets(siteId: string, userId: string): Promise<boolean> {
  try {
    return await postInternal('/internal/disconnect', { siteId, userId, revoke: true });
  } catch (error) {
    console.warn('[realtime] disconnect failed:', error instanceof Error ? error.message : error);
    return false;
  }
}
