import { readFileSync } from 'node:fs';
import { createFormatter, createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';

/*
 * next-intl's server functions as the app's request config answers them, for actions that name
 * their locale (a message written in the site's language, whatever page was used): the real
 * translator and formatter over messages/<locale>.json. vitest resolves `next-intl/server` to its
 * client stub, which throws, so a test file stubs it:
 *   vi.mock('next-intl/server', () => import('./next-intl-server'));
 */

interface Scope {
  locale?: Locale;
  namespace?: string;
}

function localeOf(scope: Scope | string | undefined): Locale {
  const locale = typeof scope === 'object' ? scope.locale : undefined;
  if (!locale) throw new Error('tests/integration/next-intl-server.ts: give the locale explicitly');
  return locale;
}

const messagesOf = (locale: Locale) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'));

export async function getTranslations(scope: Scope) {
  const locale = localeOf(scope);
  return createTranslator({ locale, messages: messagesOf(locale), namespace: scope.namespace as never });
}

export async function getFormatter(scope: Scope) {
  return createFormatter({ locale: localeOf(scope) });
}
