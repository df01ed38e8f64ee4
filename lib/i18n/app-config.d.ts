import type { Locale as AppLocale } from './locales';
import type enMessages from '../../messages/en.json';

/**
 * next-intl's type registry: `useTranslations`/`getTranslations` keys are checked against the
 * English catalogue (every language has the same keys), and locales are ours.
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: AppLocale;
    Messages: typeof enMessages;
  }
}
