import { getTranslations } from 'next-intl/server';
import { Quote } from 'lucide-react';
import type { SiteConfig } from '@/sites';

const QUOTES = ['quote1', 'quote2', 'quote3'] as const;

/**
 * Quotes in the site's own voice, signed by its team: promises the product keeps (talk before you
 * decide, your data, no card), never testimonials of people who do not exist.
 */
export async function TeamQuotes({ site }: { site: SiteConfig }) {
  const t = await getTranslations('FrontPages.landing');
  return (
    <section aria-labelledby="quotes-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="quotes-title" className="text-center text-3xl font-bold tracking-tight">
        {t('quotesTitle')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
        {t('quotesSubtitle', { appName: site.appName })}
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {QUOTES.map((quote) => (
          <li key={quote}>
            <figure className="surface flex h-full flex-col border border-transparent p-6">
              <Quote aria-hidden className="size-6 text-primary rtl:-scale-x-100" />
              <blockquote className="mt-3 grow text-lg leading-relaxed">
                <p>{t(quote, { appName: site.appName })}</p>
              </blockquote>
              <figcaption className="mt-4 text-sm font-semibold text-muted-foreground">
                {t('quoteBy', { appName: site.appName })}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
