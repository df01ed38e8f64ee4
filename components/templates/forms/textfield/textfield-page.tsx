import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { DemoCard } from '../demo-card';
import { GalleryPage } from '../gallery-page';
import {
  AffixFields,
  BasicTypes,
  ClearableField,
  CounterFields,
  PasswordField,
  SizeFields,
  StateFields,
} from './textfield-demos';

/** `/forms/textfield`: every kind of one-line text field, each labelled and usable by keyboard. */
export async function TextfieldPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('FormsGallery.textfield');
  return (
    <GalleryPage locale={locale} page="textfield">
      <DemoCard title={t('types.title')} description={t('types.description')}>
        <BasicTypes />
      </DemoCard>
      <DemoCard title={t('sizes.title')} description={t('sizes.description')}>
        <SizeFields />
      </DemoCard>
      <DemoCard title={t('affixes.title')} description={t('affixes.description')}>
        <AffixFields />
      </DemoCard>
      <DemoCard title={t('counter.title')} description={t('counter.description')}>
        <CounterFields />
      </DemoCard>
      <DemoCard title={t('clearable.title')} description={t('clearable.description')}>
        <ClearableField />
        <PasswordField />
      </DemoCard>
      <DemoCard title={t('states.title')} description={t('states.description')}>
        <StateFields />
      </DemoCard>
    </GalleryPage>
  );
}
