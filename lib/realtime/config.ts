/**
 * Where browsers reach the realtime server. REALTIME_PUBLIC_URL may use `{protocol}` and
 * `{hostname}` (filled in the browser), so one setting serves every site host; by default the
 * realtime server's port on the page's own host.
 */
export function realtimeUrlTemplate(): string {
  return process.env.REALTIME_PUBLIC_URL || `{protocol}//{hostname}:${process.env.REALTIME_PORT || 3001}`;
}

export function resolveRealtimeUrl(template: string, location: { protocol: string; hostname: string }): string {
  return template.replaceAll('{protocol}', location.protocol).replaceAll('{hostname}', location.hostname);
}
