import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { countriesByContinent } from '@/lib/templates/forms/countries';
import { DemoCard } from '../demo-card';
import { GalleryPage } from '../gallery-page';
import {
  DisabledOptionsSelect,
  GroupedSelect,
  IconSelect,
  NativeSelect,
  RequiredSelect,
  SingleSelect,
} from './select-demos';

/** `/forms/select`: list boxes: single, grouped, with disabled options and icons, the native one, states. */
export async function SelectPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('FormsGallery.select');
  const groups = countriesByContinent(locale);
  return (
    <GalleryPage locale={locale} page="select">
      <DemoCard title={t('single.title')} description={t('single.description')}>
        <SingleSelect />
      </DemoCard>
      <DemoCard title={t('grouped.title')} description={t('grouped.description')}>
        <GroupedSelect groups={groups} />
      </DemoCard>
      <DemoCard title={t('disabledOptions.title')} description={t('disabledOptions.description')}>
        <DisabledOptionsSelect />
      </DemoCard>
      <DemoCard title={t('icons.title')} description={t('icons.description')}>
        <IconSelect />
      </DemoCard>
      <DemoCard title={t('native.title')} description={t('native.description')}>
        <NativeSelect groups={groups} />
      </DemoCard>
      <DemoCard title={t('states.title')} description={t('states.description')}>
        <RequiredSelect />
      </DemoCard>
    </GalleryPage>
  );
}
