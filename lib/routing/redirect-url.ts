import { joinLocale, splitLocale } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname, type AppHref } from '@/lib/i18n/navigation';

const INTERNAL = 'http://internal.invalid';

/**
 * `redirecturl` after sign-in: only a relative path on this site is followed (no scheme, no
 * `//host`, no backslash tricks); anything else yields null and the caller uses the landing page.
 */
export function safeRedirectPath(value: string | null | undefined, locale: Locale): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, INTERNAL);
  } catch {
    return null;
  }
  if (url.origin !== INTERNAL) return null;
  const path = splitLocale(url.pathname) ? url.pathname : joinLocale(locale, url.pathname);
  return `${path}${url.search}${url.hash}`;
}

/** The login page that comes back to `returnTo` (a `/{lang}/…` path) after sign-in (docs/product.md §2.7). */
export function loginHref(returnTo: string) {
  return { pathname: '/login', query: { redirecturl: returnTo } } satisfies AppHref;
}

/**
 * `/{lang}/login?redirecturl=…` for the page the visitor wanted (docs/product.md §2.7). For the signed-in and
 * auth pages only: public pages use lib/i18n/locale-path.ts (see lib/i18n/navigation.ts).
 */
export function loginUrl(locale: Locale, returnTo: string): string {
  return getPathname({ locale, href: loginHref(returnTo) });
}
