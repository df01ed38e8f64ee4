import { splitLocale } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';

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
  const path = splitLocale(url.pathname) ? url.pathname : `/${locale}${url.pathname === '/' ? '' : url.pathname}`;
  return `${path}${url.search}${url.hash}`;
}

/** `/{lang}/login?redirecturl=…` for the page the visitor wanted (SPEC §2.7). */
export function loginUrl(locale: Locale, returnTo: string): string {
  return `/${locale}/login?redirecturl=${encodeURIComponent(returnTo)}`;
}
