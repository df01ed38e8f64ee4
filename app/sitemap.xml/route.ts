import { sitemapXml } from '@/lib/crawlers/sitemap';
import { listingScope } from '@/lib/listings/scope';
import { cachedPublishedOfferIds } from '@/lib/offers/offer-data';
import { siteOfRequestHeaders } from '@/lib/site/request-site';

/**
 * GET /sitemap.xml of the site this host serves (docs/architecture.md §3; the middleware skips dotted paths). A
 * route handler rather than an app/sitemap.ts metadata route (as app/robots.ts is): a metadata route
 * cannot choose its status or headers, and this one answers 503 + Retry-After when the offers cannot
 * be listed and lets crawlers cache the file for an hour.
 */
export async function GET(request: Request) {
  const site = await siteOfRequestHeaders(request.headers);
  try {
    const offers = await cachedPublishedOfferIds(listingScope(site));
    return new Response(sitemapXml(site, offers), {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    });
  } catch (error) {
    console.error('[sitemap] listing the offers failed:', error);
    return new Response('Sitemap temporarily unavailable', {
      status: 503,
      headers: { 'Retry-After': '300', 'Cache-Control': 'no-store' },
    });
  }
}
