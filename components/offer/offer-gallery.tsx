import { getTranslations } from 'next-intl/server';
import { ImageOff } from 'lucide-react';
import { MEDIA_LIMITS } from '@/lib/media/media-error';
import { cardSize, imageUrl } from '@/lib/offers/image-urls';
import type { OfferImage } from '@/lib/offers/offer-cards';

/**
 * The first photo large (the page's largest paint, so fetched first), the others as lazy
 * thumbnails; each opens its full-size variant. No client JavaScript.
 */
export async function OfferGallery({ images, productName }: { images: OfferImage[]; productName: string }) {
  const t = await getTranslations('Offer');
  const altOf = (image: OfferImage, index: number) =>
    image.alt || t('photoAlt', { number: index + 1, name: productName });
  const [first, ...others] = images;
  if (!first) {
    return (
      <div className="grid aspect-[4/3] place-items-center rounded-xl bg-muted text-muted-foreground">
        <span className="flex flex-col items-center gap-2 text-sm">
          <ImageOff aria-hidden className="size-10" />
          {t('noPhotos')}
        </span>
      </div>
    );
  }
  const card = cardSize(first);
  return (
    <div>
      <a
        href={imageUrl(first.fullKey)}
        className="block overflow-hidden rounded-xl bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- storage URLs are already sized variants */}
        <img
          src={imageUrl(first.cardKey)}
          srcSet={`${imageUrl(first.cardKey)} ${card.width}w, ${imageUrl(first.fullKey)} ${first.width}w`}
          sizes="(min-width: 1280px) 660px, (min-width: 960px) 55vw, 100vw"
          width={card.width}
          height={card.height}
          alt={altOf(first, 0)}
          fetchPriority="high"
          decoding="async"
          className="aspect-[4/3] w-full object-cover"
        />
      </a>
      {others.length ? (
        <ul aria-label={t('photos')} className="mt-3 grid grid-cols-4 gap-3 sm:grid-cols-5">
          {others.map((image, index) => (
            <li key={image.thumbKey}>
              <a
                href={imageUrl(image.fullKey)}
                className="block overflow-hidden rounded-lg bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- storage URLs are already sized variants */}
                <img
                  src={imageUrl(image.thumbKey)}
                  width={MEDIA_LIMITS.thumbWidth}
                  height={MEDIA_LIMITS.thumbWidth}
                  alt={altOf(image, index + 1)}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full object-cover transition hover:opacity-90"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
