import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * Typed links (STYLE "Typed links and keys"): `href` is a path of the route table, with its params.
 * Client components of the shell and auth pages use `Link`, `useRouter` and `usePathname` (they
 * need the NextIntlClientProvider of those layouts); page guards use `redirect`. Server components
 * and helpers that public pages reach use `localePath` (./locale-path.ts) instead: importing this
 * module on the server puts next-intl's client `Link` into the page's bundle.
 */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);

/** A typed link target: a route-table path, or `{ pathname, params?, query? }`. */
export type AppHref = Parameters<typeof getPathname>[0]['href'];
