import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { DemoCard } from '../demo-card';
import { GalleryPage } from '../gallery-page';
import { AutoGrowTextarea, BasicTextarea, CountedTextarea, TextareaStates } from './textarea-demos';

/** `/forms/textarea`: multi-line fields: plain, growing with the text, counted, and their states. */
export async function TextareaPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('FormsGallery.textarea');
  return (
    <GalleryPage locale={locale} page="textarea">
      <DemoCard title={t('basic.title')} description={t('basic.description')}>
        <BasicTextarea />
      </DemoCard>
      <DemoCard title={t('autoGrow.title')} description={t('autoGrow.description')}>
        <AutoGrowTextarea />
      </DemoCard>
      <DemoCard title={t('counter.title')} description={t('counter.description')}>
        <CountedTextarea />
      </DemoCard>
      <DemoCard title={t('states.title')} description={t('states.description')}>
        <TextareaStates />
      </DemoCard>
    </GalleryPage>
  );
}
