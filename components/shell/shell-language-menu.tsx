'use client';

import { usePathname } from 'next/navigation';
import { LanguageMenu } from '@/components/front/language-menu';
import { joinLocale, splitLocale } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';

/** The language menu for client-rendered pages: the same path under another language. */
export function ShellLanguageMenu({ current, label }: { current: Locale; label: string }) {
  const pathname = usePathname();
  const rest = splitLocale(pathname)?.rest ?? '';
  return <LanguageMenu current={current} label={label} hrefFor={(locale) => joinLocale(locale, rest)} />;
}
