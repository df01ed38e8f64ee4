import 'server-only';
import { MEDIA_LIMITS } from '@/lib/media/media-error';
import { siteUrl } from '@/lib/site/site-url';
import { getStorage } from '@/lib/storage';
import type { SiteConfig } from '@/sites';
import type { OfferImage } from './offer-cards';

export function imageUrl(key: string): string {
  return getStorage().publicUrl(key);
}

/** Crawlers and link previews need absolute URLs; local-disk storage gives `/api/media/…`. */
export function absoluteImageUrl(site: SiteConfig, key: string): string {
  const url = imageUrl(key);
  return url.startsWith('/') ? siteUrl(site, url) : url;
}

/** Size of the `card` variant: the full image scaled to the card width, never enlarged. */
export function cardSize(image: OfferImage): { width: number; height: number } {
  const width = Math.min(MEDIA_LIMITS.cardWidth, image.width);
  return { width, height: Math.round((image.height * width) / image.width) };
}
