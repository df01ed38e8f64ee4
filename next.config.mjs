import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/http/security-headers.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The middleware sees the request URL as the server received it. Without this, Next 16.4 gives it
  // `localhost` when the server is bound to one IP (`next start -H 10.0.0.5`), the rewrite's origin
  // then differs from the server's own and Next proxies it to itself: every page redirected in a loop.
  skipProxyUrlNormalize: true,
  reactStrictMode: true,
  // One build serves every site: the internal [site] segment comes from the middleware.
  typedRoutes: false,
  // NEXT_OUTPUT=standalone at build time also writes .next/standalone, which the serverless
  // package is made from (docs/deploy.md, "Path A"); the app's own server runs either build.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' } : {}),
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
};

/**
 * Several instances share their pages and data through Redis when REDIS_URL is set at start
 * (docs/deploy.md, "Several app instances"); otherwise each process keeps Next's own cache. Not
 * while building: the build writes its pages to `.next` as always, whatever the environment.
 */
const sharedCache = (phase) =>
  process.env.REDIS_URL && phase !== PHASE_PRODUCTION_BUILD
    ? {
        cacheHandler: fileURLToPath(new URL('./lib/cache/shared-cache-handler.mjs', import.meta.url)),
        // Every entry in Redis, none in the process: an instance must not serve its own old copy.
        cacheMaxMemorySize: 0,
      }
    : {};

const configForPhase = (phase) => withNextIntl({ ...nextConfig, ...sharedCache(phase) });

export default configForPhase;
