import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { AVATAR_RULES, DOCUMENT_RULES } from '@/lib/templates/forms/file-rules';
import { DemoCard } from '../demo-card';
import { GalleryPage } from '../gallery-page';
import { NativeFileField, UploadField } from './file-input-demos';

/** `/forms/file-input`: choosing files: the plain field, and drop zones with limits and a simulated upload. */
export async function FileInputPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('FormsGallery.fileInput');
  return (
    <GalleryPage locale={locale} page="fileInput">
      <DemoCard title={t('single.title')} description={t('single.description')}>
        <UploadField variant="single" rules={AVATAR_RULES} />
      </DemoCard>
      <DemoCard title={t('multiple.title')} description={t('multiple.description')}>
        <UploadField variant="multiple" rules={DOCUMENT_RULES} />
      </DemoCard>
      <DemoCard title={t('native.title')} description={t('native.description')}>
        <NativeFileField />
      </DemoCard>
    </GalleryPage>
  );
}
