import type { SiteConfig } from './types';

const PLACEHOLDER = /\{product\}/g;

/** The {product} site's wording names a product configured per deployment (PRODUCT_NAME). */
export function withProductName(site: SiteConfig, productName: string): SiteConfig {
  const replaced: unknown = JSON.parse(
    JSON.stringify(site, (_key, value: unknown) =>
      typeof value === 'string' ? value.replace(PLACEHOLDER, productName) : value,
    ),
  );
  return replaced as SiteConfig;
}
