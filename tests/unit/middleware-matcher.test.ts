import { unstable_doesMiddlewareMatch as doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config } from '@/middleware';

const matches = (url: string) => doesMiddlewareMatch({ config, url });

describe('the middleware matcher', () => {
  it('sees every page path, dotted last segments included, so no one reaches [site] directly', () => {
    for (const path of [
      '/',
      '/en',
      '/en/offer/abc',
      '/bond/en/a.b',
      '/bond/en/offer/x.y',
      '/local/en/login.php',
    ])
      expect(matches(path), path).toBe(true);
  });

  it('skips the API, Next internals and the app’s own files', () => {
    for (const path of [
      '/api/health',
      '/_next/static/chunks/a.js',
      '/robots.txt',
      '/sitemap.xml',
      '/icon.svg',
      '/favicon.ico',
    ])
      expect(matches(path), path).toBe(false);
  });
});
