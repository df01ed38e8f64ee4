import type { Metadata } from 'next';
import type { PageContext } from './page-context';
import { siteWording } from './site-copy';

/** docs/product.md §2.2: the document title is the site's AppTitle; pages add theirs in front of it. */
export async function siteMetadata({ site, locale }: PageContext): Promise<Metadata> {
  return {
    title: { default: site.appTitle, template: `%s · ${site.appTitle}` },
    description: (await siteWording(site, locale)).tagline,
    applicationName: site.appName,
  };
}
