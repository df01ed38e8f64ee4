import 'server-only';
import { serverEnv } from '@/lib/env/server';

/**
 * Where browsers reach the realtime server. REALTIME_PUBLIC_URL may use `{protocol}` and
 * `{hostname}` (filled in the browser by resolveRealtimeUrl), so one setting serves every site
 * host; by default the realtime server's port on the page's own host.
 */
export function realtimeUrlTemplate(): string {
  const env = serverEnv();
  return env.REALTIME_PUBLIC_URL || `{protocol}//{hostname}:${env.REALTIME_PORT}`;
}
