import 'server-only';
import { isGoogleConfigured } from '@/lib/auth/google';
import { localePath } from '@/lib/i18n/locale-path';
import { safeRedirectPath } from '@/lib/routing/redirect-url';
import type { PageContext } from '@/lib/site/page-context';

export type AuthSearchParams = Promise<Record<string, string | string[] | undefined>>;

export function firstParam(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/**
 * What every auth page needs: the safe destination after sign-in and the sibling links; `look` is
 * the two-steps page's (the card or the split layout of the sign-in page it follows).
 */
export function authPageLinks(
  { site, locale }: PageContext,
  redirecturl: string | null,
  look: 'v1' | 'v2' = 'v2',
) {
  const destination =
    safeRedirectPath(redirecturl, locale) ?? localePath(locale, site.defaultLandingAdminPage);
  const kept = redirecturl && safeRedirectPath(redirecturl, locale) ? { redirecturl } : undefined;
  const keep = kept ? `?${new URLSearchParams(kept)}` : '';
  return {
    destination,
    googleEnabled: isGoogleConfigured(),
    loginHref: localePath(locale, { pathname: '/login', query: kept }),
    registerHref: localePath(locale, { pathname: '/register', query: kept }),
    forgotHref: localePath(locale, '/forgot-password'),
    twoStepsHref: localePath(locale, { pathname: `/pages/authentication/two-steps-${look}`, query: kept }),
    resetPath: localePath(locale, '/reset-password'),
    query: keep,
  };
}
