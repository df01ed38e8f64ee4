import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ArrowLeft, ArrowRight, ChevronRight, Lightbulb } from 'lucide-react';
import type { HelpArticleView } from '@/lib/help-center/help-center';
import { helpArticleJsonLd, helpArticlePath, helpCenterPath } from '@/lib/help-center/help-center-seo';
import type { Locale } from '@/lib/i18n/locales';
import { localePath, splitLocale } from '@/lib/i18n/locale-path';
import { serializeJsonLd } from '@/lib/offers/json-ld';
import type { SiteConfig } from '@/sites';
import { FrontPageFrame } from './front-page-frame';
import { HelpArticleLink } from './help-article-link';
import { MoreHelp } from './more-help';

const textLink =
  'rounded-sm hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** `/front-pages/help-center/article/{slug}`: one help article, crawlable, with its neighbours. */
export async function HelpArticlePage({
  site,
  locale,
  view,
}: {
  site: SiteConfig;
  locale: Locale;
  view: HelpArticleView;
}) {
  const t = await getTranslations('HelpCenter');
  const { article, previous, next, related } = view;
  const jsonLd = helpArticleJsonLd(site, locale, article, t('metaTitle'));
  return (
    <FrontPageFrame
      site={site}
      locale={locale}
      path={splitLocale(helpArticlePath(locale, article.slug))!.rest}
    >
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-8 sm:px-6 lg:grid-cols-[1fr_18rem]">
        <article className="min-w-0">
          <nav aria-label={t('breadcrumb')}>
            <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
              <li>
                <Link href={localePath(locale, '/')} className={textLink}>
                  {site.appName}
                </Link>
              </li>
              <li aria-hidden>
                <ChevronRight className="size-3.5 rtl:-scale-x-100" />
              </li>
              <li>
                <Link href={helpCenterPath(locale)} className={textLink}>
                  {t('metaTitle')}
                </Link>
              </li>
              <li aria-hidden>
                <ChevronRight className="size-3.5 rtl:-scale-x-100" />
              </li>
              <li aria-current="page" className="text-foreground">
                {article.title}
              </li>
            </ol>
          </nav>
          <p className="mt-8 text-sm font-semibold text-primary">{article.category.title}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{article.title}</h1>
          <p className="mt-3 text-lg text-pretty text-muted-foreground">{article.summary}</p>
          <p className="mt-6 leading-relaxed">{article.intro}</p>
          <h2 className="mt-8 text-xl font-semibold">{t('stepsTitle')}</h2>
          <ol className="mt-4 space-y-4">
            {article.steps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-primary-soft text-sm font-bold text-primary"
                >
                  {index + 1}
                </span>
                <p className="pt-1 leading-relaxed">{step}</p>
              </li>
            ))}
          </ol>
          <aside
            aria-labelledby="tip-title"
            className="mt-8 flex gap-3 rounded-xl border border-border bg-muted/60 p-5"
          >
            <Lightbulb aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <h2 id="tip-title" className="font-semibold">
                {t('tipTitle')}
              </h2>
              <p className="mt-1 leading-relaxed text-muted-foreground">{article.tip}</p>
            </div>
          </aside>
          <Link
            href={localePath(locale, article.link.path)}
            className="mt-8 inline-flex h-11 items-center gap-2 rounded-md bg-primary px-5 text-sm font-semibold text-primary-foreground hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {article.link.label}
            <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </Link>
          <nav
            aria-label={t('pagination')}
            className="mt-12 grid gap-3 border-t border-border pt-6 sm:grid-cols-2"
          >
            {previous ? (
              <Link
                href={helpArticlePath(locale, previous.slug)}
                rel="prev"
                className="flex flex-col gap-1 rounded-lg border border-border p-4 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
                  {t('previous')}
                </span>
                <span className="font-medium">{previous.title}</span>
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link
                href={helpArticlePath(locale, next.slug)}
                rel="next"
                className="flex flex-col items-end gap-1 rounded-lg border border-border p-4 text-end hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  {t('next')}
                  <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
                </span>
                <span className="font-medium">{next.title}</span>
              </Link>
            ) : null}
          </nav>
        </article>
        <aside aria-labelledby="related-title" className="lg:pt-24">
          <h2 id="related-title" className="px-3 text-sm font-semibold">
            {t('related', { category: article.category.title })}
          </h2>
          <ul className="mt-2 space-y-1">
            {related.map((other) => (
              <li key={other.id}>
                <HelpArticleLink article={other} locale={locale} />
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <div className="mx-auto max-w-6xl px-4 pt-12 sm:px-6">
        <MoreHelp site={site} locale={locale} contactOnPage={false} />
      </div>
    </FrontPageFrame>
  );
}
