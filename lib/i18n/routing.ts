import { defineRouting } from 'next-intl/routing';
import { ROUTES, type RoutePath } from '@/lib/routing/routes';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/**
 * Every page path of the route table, mapped to itself: the same URL in every language (docs/architecture.md §3),
 * but a link to a path the table does not know is a type error.
 */
export const PATHNAMES = Object.fromEntries(ROUTES.map(({ path }) => [path, path])) as {
  [P in RoutePath]: P;
};

/**
 * next-intl's view of the URL contract (docs/architecture.md §3): always `/{lang}/…`. Only the navigation APIs
 * read it. Host → site, `?lang` and the remembered language stay with middleware.ts and
 * lib/routing/plan-request.ts, so next-intl neither detects a language nor writes its cookie.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'always',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
  pathnames: PATHNAMES,
});
