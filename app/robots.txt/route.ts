import { robotsTxt } from '@/lib/crawlers/robots';
import { siteOfRequestHeaders } from '@/lib/site/request-site';

/** GET /robots.txt of the site this host serves, pointing to that site's sitemap. */
export async function GET(request: Request) {
  const site = await siteOfRequestHeaders(request.headers);
  return new Response(robotsTxt(site), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
