import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { DemoCard } from '../demo-card';
import { GalleryPage } from '../gallery-page';
import { CardRadios, DescribedRadios, HorizontalRadios, RequiredRadios, VerticalRadios } from './radio-demos';

/** `/forms/radio`: radio groups: vertical, in a row, with descriptions, as cards, required. */
export async function RadioPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('FormsGallery.radio');
  return (
    <GalleryPage locale={locale} page="radio">
      <DemoCard title={t('vertical.title')} description={t('vertical.description')}>
        <VerticalRadios />
      </DemoCard>
      <DemoCard title={t('horizontal.title')} description={t('horizontal.description')}>
        <HorizontalRadios />
      </DemoCard>
      <DemoCard title={t('described.title')} description={t('described.description')}>
        <DescribedRadios />
      </DemoCard>
      <DemoCard title={t('cards.title')} description={t('cards.description')}>
        <CardRadios />
      </DemoCard>
      <DemoCard title={t('required.title')} description={t('required.description')}>
        <RequiredRadios />
      </DemoCard>
    </GalleryPage>
  );
}
