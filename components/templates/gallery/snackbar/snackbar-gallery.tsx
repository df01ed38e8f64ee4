import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { DemoSection } from '../demo-section';
import { GalleryPage } from '../gallery-page';
import { PositionedToaster } from './positioned-toaster';
import { ActionToasts, KindToasts, LastingToasts, PromiseToasts } from './toast-buttons';

/** `/components/snackbar`: sonner toasts of every kind, with actions, promises, positions. */
export function SnackbarGallery({ locale, appName }: { locale: Locale; appName: string }) {
  const t = useTranslations('ComponentsGallery.snackbar');
  return (
    <GalleryPage locale={locale} page="snackbar" introValues={{ appName }}>
      <div className="grid gap-6 lg:grid-cols-2">
        <DemoSection id="kinds" title={t('kinds.title')} description={t('kinds.text')}>
          <KindToasts />
        </DemoSection>
        <DemoSection id="actions" title={t('actions.title')} description={t('actions.text')}>
          <ActionToasts />
        </DemoSection>
        <DemoSection id="promise" title={t('promise.title')} description={t('promise.text')}>
          <PromiseToasts />
        </DemoSection>
        <DemoSection id="lasting" title={t('lasting.title')} description={t('lasting.text')}>
          <LastingToasts />
        </DemoSection>
      </div>
      <DemoSection id="positions" title={t('positions.title')} description={t('positions.text')}>
        <PositionedToaster />
      </DemoSection>
    </GalleryPage>
  );
}
