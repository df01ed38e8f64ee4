/** Fills the template of lib/realtime/url-template.ts in the browser. */
export function resolveRealtimeUrl(
  template: string,
  location: { protocol: string; hostname: string },
): string {
  return template.replaceAll('{protocol}', location.protocol).replaceAll('{hostname}', location.hostname);
}
