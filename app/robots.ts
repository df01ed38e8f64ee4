import type { MetadataRoute } from 'next';
import { robotsRules } from '@/lib/crawlers/robots';
import { siteOfRequestHeaders } from '@/lib/site/request-site';

/** GET /robots.txt of the site this host serves (reading the headers makes it per request), pointing to that site's sitemap. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return robotsRules(await siteOfRequestHeaders());
}
