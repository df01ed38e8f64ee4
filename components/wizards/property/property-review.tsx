'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { ImageItem } from '@/components/listings/use-image-uploads';
import type { PropertyListingValues } from '@/lib/wizards/property-listing-schema';
import { ReviewList } from '../review-list';
import type { WizardStepMeta } from '../wizard-frame';

/** What will be published, step by step, with a way back to each. */
export function PropertyReview({
  values,
  images,
  currency,
  steps,
  onEdit,
}: {
  values: PropertyListingValues;
  images: readonly ImageItem[];
  currency: string;
  steps: readonly WizardStepMeta[];
  onEdit: (step: number) => void;
}) {
  const t = useTranslations('Wizards.property');
  const tf = useTranslations('Wizards.property.fields');
  const tw = useTranslations('Wizards.frame');
  const tp = useTranslations('ListingForm');
  const format = useFormatter();
  const price = Number(values.terms.price.replace(',', '.'));
  const photos = images.filter((image) => image.status === 'done');
  const orNone = (text: string) => text.trim() || t('review.none');
  return (
    <div className="space-y-4">
      <ReviewList
        editText={tw('edit')}
        editLabel={(section) => tw('editSection', { section })}
        onEdit={onEdit}
        sections={[
          {
            title: steps[0]!.title,
            step: 0,
            rows: [
              { label: tf('productName'), value: values.details.productName },
              { label: tf('description'), value: values.details.description },
            ],
          },
          {
            title: steps[1]!.title,
            step: 1,
            rows: [
              {
                label: t('review.photos'),
                value: (
                  <ul
                    className="flex flex-wrap gap-2"
                    aria-label={t('review.photoCount', { count: photos.length })}
                  >
                    {photos.map((image, index) => (
                      <li key={image.key} className="size-16 overflow-hidden rounded-md bg-muted">
                        {/* eslint-disable-next-line @next/next/no-img-element -- stored thumbnails, already resized */}
                        <img
                          src={image.thumbUrl}
                          alt={image.alt || t('review.photoNumber', { position: index + 1 })}
                          className="size-full object-cover"
                        />
                      </li>
                    ))}
                  </ul>
                ),
              },
            ],
          },
          {
            title: steps[2]!.title,
            step: 2,
            rows: [
              {
                label: tf('price', { currency }),
                value: Number.isFinite(price)
                  ? format.number(price, { style: 'currency', currency })
                  : values.terms.price,
              },
              { label: tf('pricing'), value: tp(`pricing_${values.terms.pricing}`) },
              { label: tf('duration'), value: orNone(values.terms.duration) },
            ],
          },
          {
            title: steps[3]!.title,
            step: 3,
            rows: [{ label: tf('location'), value: values.location.location }],
          },
        ]}
      />
      <p className="text-sm text-muted-foreground">{t('review.publishHint')}</p>
    </div>
  );
}
