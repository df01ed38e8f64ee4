/**
 * GET /favicon.ico: browsers ask for it when a page has not named its icon yet (a not-found page,
 * an early request), whatever the site. Without this route the middleware sent it to
 * /{lang}/favicon.ico, a 404 that Chromium logs as a console error.
 */
export function GET() {
  return new Response(null, {
    status: 308,
    headers: { Location: '/icon.svg', 'Cache-Control': 'public, max-age=86400' },
  });
}
