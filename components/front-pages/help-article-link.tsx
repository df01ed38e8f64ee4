import Link from 'next/link';
import { ChevronRight } from 'lucide-react';
import type { HelpArticle } from '@/lib/help-center/articles';
import { helpArticlePath } from '@/lib/help-center/help-center-seo';
import type { Locale } from '@/lib/i18n/locales';

/** One article in a list: its title as the link, its summary under it. */
export function HelpArticleLink({
  article,
  locale,
  showCategory = false,
}: {
  article: HelpArticle;
  locale: Locale;
  showCategory?: boolean;
}) {
  return (
    <Link
      href={helpArticlePath(locale, article.slug)}
      className="group flex items-start gap-3 rounded-lg p-3 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span className="grow">
        {showCategory ? (
          <span className="block text-xs font-semibold text-primary">{article.category.title}</span>
        ) : null}
        <span className="block font-medium group-hover:underline">{article.title}</span>
        <span className="mt-0.5 block text-sm text-muted-foreground">{article.summary}</span>
      </span>
      <ChevronRight aria-hidden className="mt-1 size-4 shrink-0 text-muted-foreground rtl:-scale-x-100" />
    </Link>
  );
}
