import 'server-only';
import { cookies } from 'next/headers';
import type { SiteConfig } from '@/sites';
import { preferencePrefix, readPreferences, type Preferences } from './registry';

/** The visitor's stored preferences for this site, read from the request cookies. */
export async function preferencesFromCookies(site: SiteConfig): Promise<Preferences> {
  const store = await cookies();
  return readPreferences(preferencePrefix(site.appTitle), (name) => store.get(name)?.value);
}
