// Security headers for every response (docs/architecture.md §4). Plain ESM: next.config.mjs
// imports it at build time, the app's server (server/main.ts) at run time.

/**
 * The Content-Security-Policy, without 'unsafe-eval'. `scripts` adds to 'self' (in production the
 * hashes of the page's own inline scripts, server/content-security-policy.ts), `connect` to the
 * page's origin (the realtime server and LiveKit), `images` to it (the media bucket).
 * @param {{ scripts: string[], connect: string[], images: string[] }} sources
 */
export function contentSecurityPolicy({ scripts, connect, images }) {
  const list = (...sources) => sources.join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scripts)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', ...images)}`,
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src ${list("'self'", ...connect)}`,
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * `next dev` does not run behind the app's server: hot reload writes inline scripts of its own
 * and the development services may be on any local origin.
 */
const DEVELOPMENT_SOURCES = {
  scripts: ["'unsafe-inline'"],
  connect: ['ws:', 'wss:', 'http:', 'https:'],
  images: [],
};

/**
 * The headers next.config.mjs sets on every response. In production the CSP comes from the app's
 * server instead: it depends on the request's host and on the page's inline scripts.
 */
export function securityHeaders({
  production = process.env.NODE_ENV === 'production',
  https = process.env.INSECURE_COOKIES !== '1',
} = {}) {
  const headers = [
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // Calls need the camera, the microphone and screen capture, on our own pages only.
    {
      key: 'Permissions-Policy',
      value: 'camera=(self), microphone=(self), display-capture=(self), geolocation=(), payment=(), usb=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  if (!production)
    headers.push({ key: 'Content-Security-Policy', value: contentSecurityPolicy(DEVELOPMENT_SOURCES) });
  if (production && https)
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  return headers;
}
