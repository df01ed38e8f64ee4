import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { DemoCard } from '../demo-card';
import { GalleryPage } from '../gallery-page';
import { CheckboxColours, CheckboxStates, ConsentCheckbox, SelectAllList } from './checkbox-demos';

/** `/forms/checkbox`: states, colours, a list with "select all", and a required consent. */
export async function CheckboxPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('FormsGallery.checkbox');
  return (
    <GalleryPage locale={locale} page="checkbox">
      <DemoCard title={t('states.title')} description={t('states.description')}>
        <CheckboxStates />
      </DemoCard>
      <DemoCard title={t('colours.title')} description={t('colours.description')}>
        <CheckboxColours />
      </DemoCard>
      <DemoCard title={t('list.title')} description={t('list.description')}>
        <SelectAllList />
      </DemoCard>
      <DemoCard title={t('consent.title')} description={t('consent.description')}>
        <ConsentCheckbox />
      </DemoCard>
    </GalleryPage>
  );
}
