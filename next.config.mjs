import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/http/security-headers.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The container image builds with NEXT_OUTPUT=standalone; `next start` serves the normal output.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  reactStrictMode: true,
  // One build serves every site: the internal [site] segment comes from the middleware.
  typedRoutes: false,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
};

export default withNextIntl(nextConfig);
