import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { DemoCard } from '../demo-card';
import { GalleryPage } from '../gallery-page';
import {
  CustomCountRating,
  DisabledRating,
  InteractiveRating,
  ReadOnlyRatings,
  RatingSizes,
} from './rating-demos';

/** `/forms/rating`: star ratings shown read-only and chosen with pointer or arrow keys. */
export async function RatingPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('FormsGallery.rating');
  return (
    <GalleryPage locale={locale} page="rating">
      <DemoCard title={t('readOnly.title')} description={t('readOnly.description')}>
        <ReadOnlyRatings />
      </DemoCard>
      <DemoCard title={t('interactive.title')} description={t('interactive.description')}>
        <InteractiveRating />
      </DemoCard>
      <DemoCard title={t('sizes.title')} description={t('sizes.description')}>
        <RatingSizes />
      </DemoCard>
      <DemoCard title={t('count.title')} description={t('count.description')}>
        <CustomCountRating />
      </DemoCard>
      <DemoCard title={t('disabled.title')} description={t('disabled.description')}>
        <DisabledRating />
      </DemoCard>
    </GalleryPage>
  );
}
