import type { Metadata } from 'next';
import type { PageContext } from './page-context';

/** SPEC §2.2: the document title is the site's AppTitle; pages add theirs in front of it. */
export function siteMetadata({ site, locale }: PageContext): Metadata {
  return {
    title: { default: site.appTitle, template: `%s · ${site.appTitle}` },
    description: site.copy[locale].tagline,
    applicationName: site.appName,
  };
}
