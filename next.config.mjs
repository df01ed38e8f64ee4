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
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
};

export default withNextIntl(nextConfig);
