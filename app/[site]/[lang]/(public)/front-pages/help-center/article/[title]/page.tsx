import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HelpArticlePage } from '@/components/front-pages/help-article-page';
import { helpArticleFor } from '@/lib/help-center/help-center';
import { helpArticleMetadata } from '@/lib/help-center/help-center-seo';
import { pageContext } from '@/lib/site/page-context';

type ArticleParams = Promise<{ site: string; lang: string; title: string }>;

// Rendered on the first visit of each site, language and article, then served from cache: nothing
// here reads the request.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

/** The article of the `{title}` slug; an unknown slug is a 404 before anything is sent. */
async function load(params: ArticleParams) {
  const { site, locale } = await pageContext(params);
  const view = await helpArticleFor(site, locale, (await params).title);
  if (!view) notFound();
  return { site, locale, view };
}

export async function generateMetadata({ params }: { params: ArticleParams }): Promise<Metadata> {
  const { site, locale, view } = await load(params);
  return helpArticleMetadata(site, locale, view.article);
}

/** `/{lang}/front-pages/help-center/article/{title}`: one help article. */
export default async function HelpArticleRoute({ params }: { params: ArticleParams }) {
  const { site, locale, view } = await load(params);
  return <HelpArticlePage site={site} locale={locale} view={view} />;
}
