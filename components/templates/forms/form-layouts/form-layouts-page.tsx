import { getTranslations } from 'next-intl/server';
import { Toaster } from '@/components/ui/toaster';
import type { Locale } from '@/lib/i18n/locales';
import { countryOptions } from '@/lib/templates/forms/countries';
import { DemoCard } from '../demo-card';
import { GalleryPage } from '../gallery-page';
import { AccountForm } from './account-form';
import { AddressForm } from './address-form';
import { ContactForm } from './contact-form';
import { ProfileForm } from './profile-form';

/**
 * `/forms/form-layouts`: four working forms, one per layout (stacked, label beside field,
 * several columns, sections with a sticky action bar), each checked on the server.
 */
export async function FormLayoutsPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('FormsGallery.formLayouts');
  const common = await getTranslations('FormsGallery.common');
  return (
    <GalleryPage
      locale={locale}
      page="formLayouts"
      after={<Toaster containerAriaLabel={common('notifications')} />}
    >
      <DemoCard title={t('vertical.title')} description={t('vertical.description')}>
        <ContactForm />
      </DemoCard>
      <DemoCard title={t('horizontal.title')} description={t('horizontal.description')}>
        <AccountForm />
      </DemoCard>
      <DemoCard title={t('columns.title')} description={t('columns.description')} className="@4xl:col-span-2">
        <AddressForm countries={countryOptions(locale)} />
      </DemoCard>
      <DemoCard
        title={t('sections.title')}
        description={t('sections.description')}
        className="@4xl:col-span-2"
      >
        <ProfileForm />
      </DemoCard>
    </GalleryPage>
  );
}
