import { siteUrl } from '@/lib/site/site-url';
import type { SiteConfig } from '@/sites';

/** Signed-in and account pages: nothing for a search engine there (`*` is the language prefix). */
const PRIVATE_PATHS = ['/*/add-new', '/*/my-items', '/*/my-messages', '/*/my-call', '/*/apps/', '/*/dashboards/', '/*/login', '/*/register'];

export function robotsTxt(site: SiteConfig): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Offer photos on local-disk storage are served under /api/media/; the longer rule wins.
    'Allow: /api/media/',
    'Disallow: /api/',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl(site, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
