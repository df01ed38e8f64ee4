import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { DemoCard } from '../demo-card';
import { GalleryPage } from '../gallery-page';
import { CheckboxIconCards, CheckboxImageCards, RadioIconCards, RadioImageCards } from './custom-input-demos';

/** `/forms/custom-input`: radios and checkboxes drawn as selectable cards with icons and pictures. */
export async function CustomInputPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('FormsGallery.customInput');
  return (
    <GalleryPage locale={locale} page="customInput">
      <DemoCard title={t('radioIcons.title')} description={t('radioIcons.description')}>
        <RadioIconCards />
      </DemoCard>
      <DemoCard title={t('checkboxIcons.title')} description={t('checkboxIcons.description')}>
        <CheckboxIconCards />
      </DemoCard>
      <DemoCard title={t('radioImages.title')} description={t('radioImages.description')}>
        <RadioImageCards />
      </DemoCard>
      <DemoCard title={t('checkboxImages.title')} description={t('checkboxImages.description')}>
        <CheckboxImageCards />
      </DemoCard>
    </GalleryPage>
  );
}
