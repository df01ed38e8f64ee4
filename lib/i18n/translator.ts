import { createTranslator } from 'next-intl';
import { APP_TIME_ZONE, DEFAULT_LOCALE, type Locale } from './locales';
import { splitLocale } from './locale-path';

/** Translations outside a React render (e-mails, API errors). */
export async function translatorFor<N extends string>(locale: Locale, namespace: N) {
  const messages = (await import(`../../messages/${locale}.json`)).default;
  return createTranslator({ locale, messages, namespace: namespace as never, timeZone: APP_TIME_ZONE });
}

/** The language of the page a request came from: a `/xx/...` path in the URL or Referer. */
export function localeFromUrl(...candidates: (string | null | undefined)[]): Locale {
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate, 'http://x');
      const fromPath = splitLocale(url.pathname)?.locale;
      if (fromPath) return fromPath;
      const callback = url.searchParams.get('callbackURL');
      const fromCallback = callback ? splitLocale(new URL(callback, 'http://x').pathname)?.locale : undefined;
      if (fromCallback) return fromCallback;
    } catch {
      // not a URL: try the next one
    }
  }
  return DEFAULT_LOCALE;
}
