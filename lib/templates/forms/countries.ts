import { LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';
import { COUNTRIES_BY_CONTINENT, COUNTRY_CODES, type Continent } from './sample-data';

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * Country names in the page's language, sorted for it. Called on the server only and handed to
 * the client as data, so server and browser never format them differently.
 */
export function countryOptions(locale: Locale, codes: readonly string[] = COUNTRY_CODES): CountryOption[] {
  const tag = LANGUAGE_TAG[locale];
  const names = new Intl.DisplayNames([tag], { type: 'region' });
  const collator = new Intl.Collator(tag);
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The same, grouped by continent in the sample data's order. */
export function countriesByContinent(locale: Locale): { continent: Continent; countries: CountryOption[] }[] {
  return (Object.entries(COUNTRIES_BY_CONTINENT) as [Continent, readonly string[]][]).map(
    ([continent, codes]) => ({ continent, countries: countryOptions(locale, codes) }),
  );
}
