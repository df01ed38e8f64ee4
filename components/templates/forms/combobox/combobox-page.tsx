import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { DemoCard } from '../demo-card';
import { GalleryPage } from '../gallery-page';
import { AsyncCombobox } from './async-combobox';
import { CreatableCombobox } from './creatable-combobox';
import { MultipleCombobox, SingleCombobox } from './combobox-demos';

/** `/forms/combobox`: searchable lists (cmdk): one choice, chips, new values, a search that loads. */
export async function ComboboxPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('FormsGallery.combobox');
  return (
    <GalleryPage locale={locale} page="combobox">
      <DemoCard title={t('single.title')} description={t('single.description')}>
        <SingleCombobox />
      </DemoCard>
      <DemoCard title={t('multiple.title')} description={t('multiple.description')}>
        <MultipleCombobox />
      </DemoCard>
      <DemoCard title={t('creatable.title')} description={t('creatable.description')}>
        <CreatableCombobox />
      </DemoCard>
      <DemoCard title={t('async.title')} description={t('async.description')}>
        <AsyncCombobox />
      </DemoCard>
    </GalleryPage>
  );
}
