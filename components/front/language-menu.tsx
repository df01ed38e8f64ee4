import { Check, Languages } from 'lucide-react';
import { LANGUAGE_NAME, LANGUAGE_TAG, LOCALES, type Locale } from '@/lib/i18n/locales';

interface LanguageMenuProps {
  current: Locale;
  /** The same page in another language. */
  hrefFor: (locale: Locale) => string;
  label: string;
}

/**
 * A disclosure of plain links: works with no JavaScript and with the keyboard. Its name is its
 * content, "EN" and the hidden label, so speech users can say what they see (WCAG 2.5.3).
 */
export function LanguageMenu({ current, hrefFor, label }: LanguageMenuProps) {
  return (
    <details className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-md px-2.5 py-2 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        <Languages aria-hidden className="size-4" />
        <span className="uppercase">{current}</span>
        <span className="sr-only">{label}</span>
      </summary>
      <ul className="surface absolute end-0 top-full z-50 mt-1 w-52 border border-border p-1 text-sm shadow-lg">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={hrefFor(locale)}
              hrefLang={LANGUAGE_TAG[locale]}
              aria-current={locale === current ? 'true' : undefined}
              className="flex items-center justify-between rounded-md px-3 py-2 hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
            >
              <span lang={LANGUAGE_TAG[locale]}>{LANGUAGE_NAME[locale]}</span>
              {locale === current ? <Check aria-hidden className="size-4 text-primary" /> : null}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
