import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site/site-url';
import type { SiteConfig } from '@/sites';

/** Signed-in and account pages: nothing for a search engine there (`*` is the language prefix). */
const PRIVATE_PATHS = [
  '/*/add-new',
  '/*/my-items',
  '/*/my-messages',
  '/*/my-call',
  '/*/apps/',
  '/*/dashboards/',
  '/*/login',
  '/*/register',
];

/** The site's robots rules; Next renders them as /robots.txt (app/robots.ts). */
export function robotsRules(site: SiteConfig): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      // Offer photos on local-disk storage are served under /api/media/; the longer rule wins.
      allow: ['/', '/api/media/'],
      disallow: ['/api/', ...PRIVATE_PATHS],
    },
    sitemap: siteUrl(site, '/sitemap.xml'),
  };
}
