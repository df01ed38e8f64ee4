import type { Locale } from '@/lib/i18n/locales';
import type { SearchQuery } from '@/lib/listings/search';
import type { SiteConfig } from '@/sites';

/** What every part of the search page renders from: the site, the language and the parsed query. */
export interface SearchViewProps {
  site: SiteConfig;
  locale: Locale;
  query: SearchQuery;
}
