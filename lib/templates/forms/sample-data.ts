/*
 * Sample data of the form gallery. Proper names (frameworks, languages, people) are the same in
 * every language; everything a reader sees in their language comes from `FormsGallery` or from
 * `Intl.DisplayNames` (country names, lib/templates/forms/countries.ts).
 */

/** ISO 3166-1 codes, grouped by continent for the grouped select. */
export const COUNTRIES_BY_CONTINENT = {
  europe: ['PL', 'DE', 'FR', 'ES', 'IT', 'PT', 'GB', 'NL', 'SE', 'CZ', 'GR', 'IE'],
  americas: ['US', 'CA', 'MX', 'BR', 'AR', 'CL', 'CO'],
  asia: ['CN', 'JP', 'KR', 'IN', 'SG', 'AE', 'SA', 'TR'],
  africa: ['EG', 'MA', 'NG', 'ZA', 'KE'],
  oceania: ['AU', 'NZ'],
} as const;

export type Continent = keyof typeof COUNTRIES_BY_CONTINENT;
export const COUNTRY_CODES = Object.values(COUNTRIES_BY_CONTINENT).flat();

export const FRAMEWORKS = ['Next.js', 'Remix', 'Astro', 'SvelteKit', 'Nuxt', 'Angular', 'SolidStart', 'Qwik'];

export const LANGUAGES = [
  'TypeScript',
  'JavaScript',
  'Python',
  'Rust',
  'Go',
  'Kotlin',
  'Swift',
  'Java',
  'C#',
  'Ruby',
  'Elixir',
  'PHP',
];

export const STARTING_LABELS = ['Design', 'Research', 'Marketing'];

/** The people the "async" combobox searches (a stand-in for a member directory). */
export const PEOPLE = [
  'Amelia Nowak',
  'Bruno Costa',
  'Chen Wei',
  'Daniela Ruiz',
  'Elif Yılmaz',
  'Farah Haddad',
  'Giulia Romano',
  'Hannah Becker',
  'Iker Etxeberria',
  'Jonas Lindqvist',
  'Karim Benali',
  'Léa Martin',
  'Marta Silva',
  'Noah Williams',
  'Olga Kowalska',
  'Pedro Almeida',
];

/** Names that start with or contain a word of the query (case and accents ignored). */
export function matchesQuery(text: string, query: string): boolean {
  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const wanted = fold(query.trim());
  return wanted === '' || fold(text).includes(wanted);
}
