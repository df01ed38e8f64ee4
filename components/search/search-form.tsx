import { getTranslations } from 'next-intl/server';
import { Search } from 'lucide-react';
import { localePath } from '@/lib/i18n/locale-path';
import { siteWording } from '@/lib/site/site-copy';
import type { SearchViewProps } from './search-view-props';

const fieldClass =
  'h-11 w-full rounded-md border border-border bg-card px-3 text-base outline-none placeholder:text-muted-foreground focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30 sm:text-sm';

/** A plain GET form: searching works without JavaScript and every result page has a URL. */
export async function SearchForm({ site, locale, query }: SearchViewProps) {
  const t = await getTranslations('Search');
  const { searchPlaceholder } = await siteWording(site, locale);
  return (
    <form
      action={localePath(locale, '/search')}
      method="get"
      role="search"
      aria-label={t('formLabel')}
      className="surface grid gap-4 border border-transparent p-5 md:grid-cols-[2fr_1fr_1fr_1.4fr_auto] md:items-end"
    >
      <SearchField label={t('query')} name="q">
        {(id) => (
          <input
            id={id}
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder={searchPlaceholder}
            maxLength={200}
            className={fieldClass}
          />
        )}
      </SearchField>
      <SearchField label={t('minPrice')} name="minPrice">
        {(id) => (
          <input
            id={id}
            name="minPrice"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            defaultValue={query.minPrice}
            className={fieldClass}
          />
        )}
      </SearchField>
      <SearchField label={t('maxPrice')} name="maxPrice">
        {(id) => (
          <input
            id={id}
            name="maxPrice"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            defaultValue={query.maxPrice}
            className={fieldClass}
          />
        )}
      </SearchField>
      <SearchField label={t('location')} name="location">
        {(id) => (
          <input
            id={id}
            name="location"
            type="text"
            defaultValue={query.location}
            placeholder={t('locationPlaceholder')}
            maxLength={120}
            className={fieldClass}
          />
        )}
      </SearchField>
      <button
        type="submit"
        className="inline-flex h-11 items-center justify-center gap-2 rounded-md bg-primary px-5 text-sm font-semibold text-primary-foreground hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        <Search aria-hidden className="size-4" />
        {t('submit')}
      </button>
    </form>
  );
}

function SearchField({
  label,
  name,
  children,
}: {
  label: string;
  name: string;
  children: (id: string) => React.ReactNode;
}) {
  const id = `search-${name}`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
