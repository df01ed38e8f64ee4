import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { DemoCard } from '../demo-card';
import { GalleryPage } from '../gallery-page';
import {
  BasicRange,
  DisabledRange,
  GapRange,
  InputRange,
  MarkedRange,
  VerticalRange,
} from './range-slider-demos';

/** `/forms/range-slider`: two-thumb sliders: linked inputs, marks, a minimum gap, vertical. */
export async function RangeSliderPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('FormsGallery.rangeSlider');
  return (
    <GalleryPage locale={locale} page="rangeSlider">
      <DemoCard title={t('basic.title')} description={t('basic.description')}>
        <BasicRange />
      </DemoCard>
      <DemoCard title={t('input.title')} description={t('input.description')}>
        <InputRange />
      </DemoCard>
      <DemoCard title={t('marks.title')} description={t('marks.description')}>
        <MarkedRange />
      </DemoCard>
      <DemoCard title={t('gap.title')} description={t('gap.description')}>
        <GapRange />
      </DemoCard>
      <DemoCard title={t('vertical.title')} description={t('vertical.description')}>
        <VerticalRange />
      </DemoCard>
      <DemoCard title={t('disabled.title')} description={t('disabled.description')}>
        <DisabledRange />
      </DemoCard>
    </GalleryPage>
  );
}
