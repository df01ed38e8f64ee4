import type { HelpArticle } from './articles';

/** The longest query the help center reads; the rest is ignored. */
export const HELP_QUERY_MAX_LENGTH = 100;

/** Lower case without accents: "zdjecia" finds "zdjęcia", "Fotos" finds "fotos" (as the FAQ filter does). */
const normalized = (text: string) => text.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** The words of a query, as the search compares them. */
export function queryWords(query: string): string[] {
  return normalized(query.slice(0, HELP_QUERY_MAX_LENGTH)).split(/\s+/u).filter(Boolean);
}

/**
 * The articles whose title or text holds every word of the query, those with more of the words in
 * their title first (otherwise in page order). An empty query matches nothing.
 */
export function searchArticles(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const words = queryWords(query);
  if (!words.length) return [];
  return articles
    .map((article, order) => {
      const title = normalized(article.title);
      const text = normalized(
        [article.category.title, article.summary, article.intro, ...article.steps, article.tip].join(' '),
      );
      const matches = words.every((word) => title.includes(word) || text.includes(word));
      return { article, order, inTitle: words.filter((word) => title.includes(word)).length, matches };
    })
    .filter((entry) => entry.matches)
    .sort((a, b) => b.inTitle - a.inTitle || a.order - b.order)
    .map((entry) => entry.article);
}
