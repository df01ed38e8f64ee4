import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { DemoCard } from '../demo-card';
import { GalleryPage } from '../gallery-page';
import { BasicSwitches, DescribedSwitches, DisabledSwitches, LabelPlacement } from './switch-demos';

/** `/forms/switch`: on/off settings with labels, descriptions, label placement and disabled ones. */
export async function SwitchPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('FormsGallery.switch');
  return (
    <GalleryPage locale={locale} page="switch">
      <DemoCard title={t('basic.title')} description={t('basic.description')}>
        <BasicSwitches />
      </DemoCard>
      <DemoCard title={t('described.title')} description={t('described.description')}>
        <DescribedSwitches />
      </DemoCard>
      <DemoCard title={t('placement.title')} description={t('placement.description')}>
        <LabelPlacement />
      </DemoCard>
      <DemoCard title={t('disabled.title')} description={t('disabled.description')}>
        <DisabledSwitches />
      </DemoCard>
    </GalleryPage>
  );
}
