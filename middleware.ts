import type { NextRequest } from 'next/server';
// NextResponse from its own module: `next/server` is a CommonJS barrel that also drags
// `userAgent()` (ua-parser-js), `after()` and ImageResponse into the Edge bundle (docs/architecture.md §8).
import { NextResponse } from 'next/dist/server/web/spec-extension/response';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/i18n/locales';
import { planRequest } from '@/lib/routing/plan-request';
import {
  knownSiteOfHost,
  refusesUnknownHosts,
  requestHost,
  UNKNOWN_HOST_ANSWER,
} from '@/lib/routing/resolve-site';

/**
 * Host → site, locale prefix, redirects, then a rewrite into `app/[site]/[lang]`. The `[site]`
 * segment is always set here, never taken from the URL (docs/architecture.md §2).
 */
export function middleware(request: NextRequest) {
  const host = requestHost(request.headers, process.env.TRUST_PROXY === '1');
  const known = knownSiteOfHost(host, process.env.SITE_HOSTS);
  if (!known && refusesUnknownHosts(process.env.UNKNOWN_HOSTS)) {
    const { status, headers, body } = UNKNOWN_HOST_ANSWER;
    return new NextResponse(body, { status, headers });
  }
  const site = known ?? 'local';
  const { pathname, searchParams } = request.nextUrl;
  const plan = planRequest({
    site,
    pathname,
    search: searchParams,
    localeCookie: request.cookies.get(LOCALE_COOKIE)?.value,
  });

  const response =
    plan.kind === 'redirect'
      ? NextResponse.redirect(new URL(plan.location, request.url))
      : NextResponse.rewrite(new URL(`${plan.pathname}${request.nextUrl.search}`, request.url));
  // `?lang=xx` remembers the choice. Rewritten pages never set a cookie, so that a shared cache
  // (CDN, proxy) may keep their answer; they remember their language in the browser instead.
  if (plan.kind === 'redirect' && plan.rememberLocale) {
    response.cookies.set(LOCALE_COOKIE, plan.rememberLocale, {
      path: '/',
      maxAge: LOCALE_COOKIE_MAX_AGE,
      sameSite: 'lax',
    });
  }
  return response;
}

export const config = {
  // Every path but the API, Next internals and the app's own files (app/robots.ts, app/sitemap.xml,
  // app/icon.svg, app/favicon.ico), which resolve the site themselves or need none. A dotted path
  // such as /bond/en/a.b is a page path like any other: skipping it would let it reach the internal
  // [site] tree with the site taken from the URL. The one internal path left unmatched is the
  // bench's static baseline page, to measure the middleware's own cost.
  matcher: [
    '/((?!api/|_next/|local/en/bench-baseline$|robots\\.txt$|sitemap\\.xml$|icon\\.svg$|favicon\\.ico$).*)',
  ],
};
