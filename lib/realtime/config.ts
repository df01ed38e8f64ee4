/**
 * Where browsers reach the realtime server. REALTIME_PUBLIC_URL may use `{protocol}` and
 * `{hostname}` (filled in the browser by resolveRealtimeUrl), so one setting serves every site
 * host; by default the realtime server's port on the page's own host. Pure: the CSP of the app's
 * server (server/main.ts) lists the same origin.
 */
export function realtimeTemplateOf(env: { REALTIME_PUBLIC_URL?: string; REALTIME_PORT: number }): string {
  return env.REALTIME_PUBLIC_URL || `{protocol}//{hostname}:${env.REALTIME_PORT}`;
}

/** Fills the template of realtimeTemplateOf in the browser. */
export function resolveRealtimeUrl(
  template: string,
  location: { protocol: string; hostname: string },
): string {
  return template.replaceAll('{protocol}', location.protocol).replaceAll('{hostname}', location.hostname);
}
