import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from './locales';

/**
 * Inline script of every page: remembers the language the visitor is reading, so that `/` brings
 * them back to it. Done in the browser because a cookie set by the server would keep shared caches
 * from storing the page.
 */
export function rememberLocaleScript(locale: Locale): string {
  const pair = `${LOCALE_COOKIE}=${locale}`;
  const cookie = `${pair};path=/;max-age=${LOCALE_COOKIE_MAX_AGE};samesite=lax`;
  return `(function(){try{if(document.cookie.split('; ').indexOf(${JSON.stringify(pair)})<0)document.cookie=${JSON.stringify(cookie)}}catch(e){}})();`;
}
