import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { DemoSection } from '../demo-section';
import { GalleryPage } from '../gallery-page';
import { BasicDialog, FullscreenDialog, NestedDialogs, ScrollableDialog } from './dialog-demos';
import { ConfirmDemo } from './confirm-demo';
import { FormDialog } from './form-dialog';

/** `/components/dialog`: basic, a form, a confirmation, long content, full screen and nested. */
export function DialogGallery({ locale, appName }: { locale: Locale; appName: string }) {
  const t = useTranslations('ComponentsGallery.dialog');
  return (
    <GalleryPage locale={locale} page="dialog" introValues={{ appName }} namespaces={['Validation']}>
      <div className="grid gap-6 lg:grid-cols-2">
        <DemoSection id="basic" title={t('basic.title')} description={t('basic.text')}>
          <BasicDialog appName={appName} />
        </DemoSection>
        <DemoSection id="form" title={t('form.title')} description={t('form.text')}>
          <FormDialog />
        </DemoSection>
        <DemoSection id="confirm" title={t('confirm.title')} description={t('confirm.text')}>
          <ConfirmDemo />
        </DemoSection>
        <DemoSection id="scrollable" title={t('scrollable.title')} description={t('scrollable.text')}>
          <ScrollableDialog appName={appName} />
        </DemoSection>
        <DemoSection id="fullscreen" title={t('fullscreen.title')} description={t('fullscreen.text')}>
          <FullscreenDialog />
        </DemoSection>
        <DemoSection id="nested" title={t('nested.title')} description={t('nested.text')}>
          <NestedDialogs />
        </DemoSection>
      </div>
    </GalleryPage>
  );
}
