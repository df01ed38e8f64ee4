import { Check, Languages } from 'lucide-react';
import { LANGUAGE_NAME, LOCALES, type Locale } from '@/lib/i18n/locales';

interface LanguageMenuProps {
  current: Locale;
  /** The same page in another language. */
  hrefFor: (locale: Locale) => string;
  label: string;
}

/** A disclosure of plain links: works with no JavaScript and with the keyboard. */
export function LanguageMenu({ current, hrefFor, label }: LanguageMenuProps) {
  return (
    <details className="group relative">
      <summary
        aria-label={label}
        className="flex cursor-pointer list-none items-center gap-1.5 rounded-md px-2.5 py-2 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden"
      >
        <Languages aria-hidden className="size-4" />
        <span className="uppercase">{current}</span>
      </summary>
      <ul className="surface absolute end-0 top-full z-50 mt-1 w-52 border border-border p-1 text-sm shadow-lg">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={hrefFor(locale)}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className="flex items-center justify-between rounded-md px-3 py-2 hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
            >
              <span lang={locale}>{LANGUAGE_NAME[locale]}</span>
              {locale === current ? <Check aria-hidden className="size-4 text-primary" /> : null}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
