import { getRequestConfig } from 'next-intl/server';
import { APP_TIME_ZONE, DEFAULT_LOCALE, isLocale } from './locales';

/** Pages call setRequestLocale(lang) with the URL's language; messages are loaded per language. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const messages = (await import(`../../messages/${locale}.json`)).default;
  return { locale, messages, timeZone: APP_TIME_ZONE };
});
