import { createNavigation } from 'next-intl/navigation';
import type { Locale } from './locales';
import { routing } from './routing';

/**
 * Typed links (STYLE "Typed links and keys"): `href` is a path of the route table, with its params.
 * Server components pass `getPathname({ href, locale })` to a plain link, so public pages ship no
 * extra client code; client components may use `Link`, `useRouter` and `usePathname` (these need
 * the NextIntlClientProvider of the shell and auth layouts).
 */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);

/** A typed link target: a route-table path, or `{ pathname, params?, query? }`. */
export type AppHref = Parameters<typeof getPathname>[0]['href'];

/** `/{lang}/…` of a typed link target. */
export function localePath(locale: Locale, href: AppHref): string {
  return getPathname({ locale, href });
}
