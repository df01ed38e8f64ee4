import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveRouteData } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { robotsRules } from '@/lib/crawlers/robots';
import { sitemapXml } from '@/lib/crawlers/sitemap';
import { HELP_CENTER_SITEMAP_PATHS } from '@/lib/help-center/help-center-seo';
import { serializeJsonLd } from '@/lib/offers/json-ld';
import { formatPrice, textExcerpt } from '@/lib/offers/offer-format';
import { getSite } from '@/sites';

const bond = getSite('bond');
const TEMPLATE = 'https://{domain}';

describe('offer text', () => {
  it('formats prices in the visitor’s language, also for codes that are not BCP 47 tags', () => {
    expect(formatPrice('en', '1200.50', 'EUR')).toBe('€1,200.50');
    expect(formatPrice('br', '1200.50', 'BRL')).toMatch(/R\$\s1\.200,50/);
  });

  it('cuts a description at a word for the meta description', () => {
    const excerpt = textExcerpt(`Sunny flat\n\nwith ${'a very long description '.repeat(20)}`, 160);
    expect(excerpt.length).toBeLessThanOrEqual(160);
    expect(excerpt).toMatch(/^Sunny flat with a very long description .*[a-z]…$/);
    expect(textExcerpt('Short one.')).toBe('Short one.');
  });

  it('serializes JSON-LD so that listing text cannot close the script element', () => {
    const json = serializeJsonLd({ description: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ description: '</script><script>alert(1)</script>' });
  });
});

describe('crawler files', () => {
  beforeEach(() => vi.stubEnv('SITE_URL_TEMPLATE', TEMPLATE));
  afterEach(() => vi.unstubAllEnvs());

  it('lists the front page, the help pages and each offer in all ten languages with hreflang alternates', () => {
    const xml = sitemapXml(bond, [{ id: 'offer-abc-123', updatedAt: '2025-03-01T10:00:00.000Z' }]);
    // The front page, the FAQ, the help center with its articles and the one offer, ten languages each.
    expect(xml.match(/<url>/g)).toHaveLength((3 + HELP_CENTER_SITEMAP_PATHS.length) * 10);
    expect(xml).toContain(
      `<loc>https://${bond.appDomain}/de/front-pages/help-center/article/how-to-publish-a-listing</loc>`,
    );
    expect(xml).toContain(`<loc>https://${bond.appDomain}/en</loc>`);
    expect(xml).toContain(`<loc>https://${bond.appDomain}/ar/pages/faq</loc>`);
    expect(xml).toContain(
      `<loc>https://${bond.appDomain}/cn/offer/offer-abc-123</loc><lastmod>2025-03-01T10:00:00.000Z</lastmod>`,
    );
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="zh-CN" href="https://${bond.appDomain}/cn/offer/offer-abc-123"/>`,
    );
    expect(xml).toContain('hreflang="x-default"');
  });

  it('allows everything but the API and signed-in pages, and names this host’s sitemap', () => {
    // Rendered as Next renders app/robots.ts (field names are case-insensitive, RFC 9309).
    const robots = resolveRouteData(robotsRules(bond), 'robots');
    expect(robots).toMatch(/^User-Agent: \*\nAllow: \/\nAllow: \/api\/media\/\n/);
    for (const path of [
      '/api/',
      '/*/add-new',
      '/*/my-items',
      '/*/my-messages',
      '/*/my-call',
      '/*/apps/',
      '/*/dashboards/',
      '/*/login',
      '/*/register',
    ]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain(`Sitemap: https://${bond.appDomain}/sitemap.xml`);
  });
});
