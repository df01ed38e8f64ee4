import { getTranslations } from 'next-intl/server';
import { Toaster } from '@/components/ui/toaster';
import type { Locale } from '@/lib/i18n/locales';
import { DemoCard } from '../demo-card';
import { GalleryPage } from '../gallery-page';
import { RegistrationForm } from './registration-form';

/**
 * `/forms/form-validation`: a registration form checked by one zod schema in the browser
 * (react-hook-form) and again by the server action; it creates nothing.
 */
export async function FormValidationPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('FormsGallery.formValidation');
  const common = await getTranslations('FormsGallery.common');
  return (
    <GalleryPage
      locale={locale}
      page="formValidation"
      after={<Toaster containerAriaLabel={common('notifications')} />}
      wide
    >
      <DemoCard title={t('form.title')} description={t('form.description')} className="max-w-3xl">
        <RegistrationForm />
      </DemoCard>
    </GalleryPage>
  );
}
