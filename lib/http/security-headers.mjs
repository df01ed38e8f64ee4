// Security headers for every response (docs/architecture.md §4). Plain ESM: next.config.mjs
// imports it at build time.

/**
 * Content-Security-Policy without 'unsafe-eval'. Scripts keep 'unsafe-inline' because the
 * prerendered pages carry Next's inline RSC payload and the theme script, and nonces would make
 * every page dynamic (docs/architecture.md §8). Realtime (ws/wss) and LiveKit (wss/https) may live on other hosts.
 */
export function contentSecurityPolicy({ production }) {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "connect-src 'self' ws: wss: https:" + (production ? '' : ' http:'),
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function securityHeaders({
  production = process.env.NODE_ENV === 'production',
  https = process.env.INSECURE_COOKIES !== '1',
} = {}) {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ production }) },
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
  if (production && https)
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  return headers;
}
