import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { DemoCard } from '../demo-card';
import { GalleryPage } from '../gallery-page';
import { BoundedDate, DateAndTime, InlineCalendar, RangeDate, SingleDate } from './date-time-picker-demos';

/** `/forms/date-time-picker`: dates, ranges and times in the page's language and direction. */
export async function DateTimePickerPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('FormsGallery.dateTimePicker');
  return (
    <GalleryPage locale={locale} page="dateTimePicker">
      <DemoCard title={t('single.title')} description={t('single.description')}>
        <SingleDate />
      </DemoCard>
      <DemoCard title={t('range.title')} description={t('range.description')}>
        <RangeDate />
      </DemoCard>
      <DemoCard title={t('time.title')} description={t('time.description')}>
        <DateAndTime />
      </DemoCard>
      <DemoCard title={t('bounds.title')} description={t('bounds.description')}>
        <BoundedDate />
      </DemoCard>
      <DemoCard title={t('inline.title')} description={t('inline.description')} className="@4xl:col-span-2">
        <InlineCalendar />
      </DemoCard>
    </GalleryPage>
  );
}
