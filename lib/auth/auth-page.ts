import 'server-only';
import { isGoogleConfigured } from '@/lib/auth/google';
import { safeRedirectPath } from '@/lib/routing/redirect-url';
import type { PageContext } from '@/lib/site/page-context';

export type AuthSearchParams = Promise<Record<string, string | string[] | undefined>>;

export function firstParam(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** What every auth page needs: the safe destination after sign-in and the sibling links. */
export function authPageLinks({ site, locale }: PageContext, redirecturl: string | null) {
  const destination = safeRedirectPath(redirecturl, locale) ?? `/${locale}${site.defaultLandingAdminPage}`;
  const keep = redirecturl && safeRedirectPath(redirecturl, locale) ? `?redirecturl=${encodeURIComponent(redirecturl)}` : '';
  return {
    destination,
    googleEnabled: isGoogleConfigured(),
    loginHref: `/${locale}/login${keep}`,
    registerHref: `/${locale}/register${keep}`,
    forgotHref: `/${locale}/forgot-password`,
    resetPath: `/${locale}/reset-password`,
    query: keep,
  };
}
