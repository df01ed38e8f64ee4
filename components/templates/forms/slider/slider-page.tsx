import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { DemoCard } from '../demo-card';
import { GalleryPage } from '../gallery-page';
import {
  BasicSlider,
  DisabledSlider,
  InputSlider,
  MarkedSlider,
  MinMaxSlider,
  VerticalSliders,
} from './slider-demos';

/** `/forms/slider`: one-thumb sliders: steps, marks, end labels, a linked input, vertical ones. */
export async function SliderPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('FormsGallery.slider');
  return (
    <GalleryPage locale={locale} page="slider">
      <DemoCard title={t('basic.title')} description={t('basic.description')}>
        <BasicSlider />
      </DemoCard>
      <DemoCard title={t('marks.title')} description={t('marks.description')}>
        <MarkedSlider />
      </DemoCard>
      <DemoCard title={t('minMax.title')} description={t('minMax.description')}>
        <MinMaxSlider />
      </DemoCard>
      <DemoCard title={t('input.title')} description={t('input.description')}>
        <InputSlider />
      </DemoCard>
      <DemoCard title={t('vertical.title')} description={t('vertical.description')}>
        <VerticalSliders />
      </DemoCard>
      <DemoCard title={t('disabled.title')} description={t('disabled.description')}>
        <DisabledSlider />
      </DemoCard>
    </GalleryPage>
  );
}
