import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SearchX } from 'lucide-react';
import { ContactSection } from '@/components/front/contact-section';
import { helpCenterFor } from '@/lib/help-center/help-center';
import { helpCenterPath } from '@/lib/help-center/help-center-seo';
import { queryWords, searchArticles } from '@/lib/help-center/search';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import type { SiteConfig } from '@/sites';
import { FrontPageFrame, PageIntro } from './front-page-frame';
import { HelpArticleLink } from './help-article-link';
import { HelpSearchForm } from './help-search-form';
import { MoreHelp } from './more-help';

/** `/front-pages/help-center`: the articles by topic, or those matching `?q=`, then the contact form. */
export async function HelpCenterPage({
  site,
  locale,
  query,
}: {
  site: SiteConfig;
  locale: Locale;
  query: string;
}) {
  const t = await getTranslations('HelpCenter');
  const categories = await helpCenterFor(site, locale);
  const searching = queryWords(query).length > 0;
  const results = searchArticles(
    categories.flatMap((category) => category.articles),
    query,
  );
  return (
    <FrontPageFrame site={site} locale={locale} path="/front-pages/help-center">
      <div className="bg-primary-soft">
        <div className="mx-auto max-w-6xl space-y-8 px-4 py-12 sm:px-6">
          <PageIntro
            eyebrow={t('eyebrow')}
            title={t('title')}
            lead={t('subtitle', { appName: site.appName })}
          />
          <HelpSearchForm
            action={helpCenterPath(locale)}
            query={query}
            labels={{
              label: t('searchLabel'),
              placeholder: t('searchPlaceholder'),
              button: t('searchButton'),
            }}
          />
        </div>
      </div>
      <div className="mx-auto max-w-6xl space-y-10 px-4 pt-10 sm:px-6">
        {searching ? (
          <section aria-labelledby="results-title" className="mx-auto max-w-3xl">
            <h2 id="results-title" className="text-xl font-semibold">
              {t('results', { count: results.length, query: query.trim() })}
            </h2>
            {results.length ? (
              <ul className="mt-4 space-y-1">
                {results.map((article) => (
                  <li key={article.id}>
                    <HelpArticleLink article={article} locale={locale} showCategory />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-4 flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-10 text-center">
                <SearchX aria-hidden className="size-8 text-muted-foreground" />
                <p className="text-muted-foreground">{t('noResults')}</p>
                <Link
                  href={localePath(locale, '/pages/faq')}
                  className="rounded-sm text-sm font-semibold text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {t('faqLink')}
                </Link>
              </div>
            )}
            <p className="mt-4">
              <Link
                href={helpCenterPath(locale)}
                className="rounded-sm text-sm font-semibold text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {t('showAll')}
              </Link>
            </p>
          </section>
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            {categories.map((category) => (
              <section
                key={category.id}
                aria-labelledby={`category-${category.id}`}
                className="surface border border-transparent p-4 sm:p-5"
              >
                <div className="flex items-baseline justify-between gap-3 px-3">
                  <h2 id={`category-${category.id}`} className="text-lg font-semibold">
                    {category.title}
                  </h2>
                  <p className="text-sm text-muted-foreground">
                    {t('articleCount', { count: category.articles.length })}
                  </p>
                </div>
                <ul className="mt-2 space-y-1">
                  {category.articles.map((article) => (
                    <li key={article.id}>
                      <HelpArticleLink article={article} locale={locale} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
        <MoreHelp site={site} locale={locale} contactOnPage />
      </div>
      <ContactSection />
    </FrontPageFrame>
  );
}
