/**
 * The one typed registry of client preferences (docs/product.md §3): allowed values, default, and the
 * `<html>` attribute the server renders from the cookie so a reload shows no flash.
 * Language and text direction are not stored here: they come from the URL locale (docs/architecture.md §3).
 */
export const PREFERENCES = {
  theme: { values: ['light', 'dark', 'system'], default: 'system', attribute: 'data-theme' },
  skin: { values: ['default', 'bordered'], default: 'default', attribute: 'data-skin' },
  semiDarkNav: { values: ['off', 'on'], default: 'off', attribute: 'data-semi-dark-nav' },
  colorScheme: {
    values: ['brand', 'indigo', 'sky', 'teal', 'amber', 'rose'],
    default: 'brand',
    attribute: 'data-color-scheme',
  },
  navbarType: { values: ['sticky', 'hidden'], default: 'sticky', attribute: 'data-navbar' },
  navbarBlur: { values: ['on', 'off'], default: 'on', attribute: 'data-navbar-blur' },
  navCollapsed: { values: ['off', 'on'], default: 'off', attribute: 'data-nav-collapsed' },
  contentWidth: { values: ['boxed', 'fluid'], default: 'boxed', attribute: 'data-content-width' },
  footerType: { values: ['static', 'hidden'], default: 'static', attribute: 'data-footer' },
  layout: { values: ['vertical', 'horizontal'], default: 'vertical', attribute: 'data-layout' },
} as const;

type Registry = typeof PREFERENCES;
export type PreferenceKey = keyof Registry;
export type PreferenceValue<K extends PreferenceKey> = Registry[K]['values'][number];
export type Preferences = { [K in PreferenceKey]: PreferenceValue<K> };

export const PREFERENCE_KEYS = Object.keys(PREFERENCES) as PreferenceKey[];

export const DEFAULT_PREFERENCES = Object.fromEntries(
  PREFERENCE_KEYS.map((key) => [key, PREFERENCES[key].default]),
) as Preferences;

export function isPreferenceValue<K extends PreferenceKey>(
  key: K,
  value: unknown,
): value is PreferenceValue<K> {
  return (PREFERENCES[key].values as readonly unknown[]).includes(value);
}

/** docs/product.md §3: stored preference keys are prefixed with the app title (slugged to be cookie-safe). */
export function preferencePrefix(appTitle: string): string {
  const slug = appTitle
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'application';
}

export function preferenceCookieName(prefix: string, key: PreferenceKey): string {
  return `${prefix}-${key}`;
}

/** Reads every preference through `get` (a cookie lookup); bad or missing values fall back to the default. */
export function readPreferences(prefix: string, get: (name: string) => string | undefined): Preferences {
  const entries = PREFERENCE_KEYS.map((key) => {
    const stored = get(preferenceCookieName(prefix, key));
    return [key, isPreferenceValue(key, stored) ? stored : PREFERENCES[key].default];
  });
  return Object.fromEntries(entries) as Preferences;
}

/** The `<html>` attributes for a set of preferences. */
export function preferenceAttributes(prefs: Preferences): Record<string, string> {
  return Object.fromEntries(PREFERENCE_KEYS.map((key) => [PREFERENCES[key].attribute, prefs[key]]));
}
