import { PREFERENCES, preferenceCookieName, type PreferenceKey } from './registry';

/** Preferences a prerendered public page applies before paint. */
const PUBLIC_KEYS: PreferenceKey[] = ['theme', 'colorScheme', 'skin'];

/**
 * A tiny inline script for prerendered pages: copies the stored preference cookies onto `<html>`
 * before the first paint (the server cannot read cookies for a static page). Only allowed values
 * are applied.
 */
export function preferenceHeadScript(prefix: string): string {
  const rules = PUBLIC_KEYS.map((key) => [
    preferenceCookieName(prefix, key),
    PREFERENCES[key].attribute,
    PREFERENCES[key].values,
  ]);
  return `(function(){try{var r=${JSON.stringify(rules)},c={};document.cookie.split('; ').forEach(function(p){var i=p.indexOf('=');c[p.slice(0,i)]=p.slice(i+1)});r.forEach(function(x){var v=c[x[0]];if(v&&x[2].indexOf(v)>=0)document.documentElement.setAttribute(x[1],v)})}catch(e){}})();`;
}
