import { NextIntlClientProvider, type AbstractIntlMessages, type Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { APP_TIME_ZONE, type Locale } from '@/lib/i18n/locales';

/** Namespaces (`Wizards`) or parts of one (`ShopSales.payment`) that a wizard's client components read. */
type MessagePath = keyof Messages | `${keyof Messages}.${string}`;

function pickPaths(all: Record<string, unknown>, paths: readonly MessagePath[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const path of paths) {
    const keys = path.split('.');
    let source: unknown = all;
    let target = picked;
    for (const [index, key] of keys.entries()) {
      source = (source as Record<string, unknown> | undefined)?.[key];
      if (source === undefined) break;
      if (index === keys.length - 1) target[key] = source;
      else target = (target[key] ??= {}) as Record<string, unknown>;
    }
  }
  return picked;
}

/**
 * The messages of a wizard's subtree only (the shell layout sends a fixed set to every page): its
 * own namespace and what the shared pieces it uses read (FormField's `Validation`, the listing
 * image manager's `ListingForm` and `MediaErrors`, …).
 */
export async function WizardIntl({
  locale,
  paths,
  children,
}: {
  locale: Locale;
  paths: readonly MessagePath[];
  children: ReactNode;
}) {
  const messages = pickPaths(await getMessages(), ['Wizards', 'Validation', ...paths]);
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={messages as AbstractIntlMessages}
      timeZone={APP_TIME_ZONE}
    >
      {children}
    </NextIntlClientProvider>
  );
}
