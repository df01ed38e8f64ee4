import { CircleCheck, Info, Megaphone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locales';
import { DemoSection } from '../demo-section';
import { GalleryPage } from '../gallery-page';
import { ALERT_KINDS } from './alert-kinds';
import { DismissibleAlerts, LiveAlertDemo } from './alert-demos';

/** `/components/alert`: every variant, the parts of an alert, dismissing and announcing. */
export function AlertGallery({ locale, appName }: { locale: Locale; appName: string }) {
  const t = useTranslations('ComponentsGallery.alert');
  return (
    <GalleryPage locale={locale} page="alert" introValues={{ appName }}>
      <DemoSection
        id="variants"
        title={t('variants.title')}
        description={t('variants.text')}
        className="grid gap-3"
      >
        {ALERT_KINDS.map(({ variant, Icon }) => (
          <Alert key={variant} variant={variant} icon={<Icon />}>
            <AlertTitle>{t(`samples.${variant}.title`)}</AlertTitle>
            <AlertDescription>{t(`samples.${variant}.text`, { appName })}</AlertDescription>
          </Alert>
        ))}
      </DemoSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <DemoSection
          id="content"
          title={t('content.title')}
          description={t('content.text')}
          className="grid gap-3"
        >
          <Alert variant="info" icon={<Info />}>
            <AlertTitle>{t('titleOnly')}</AlertTitle>
          </Alert>
          <Alert variant="success" icon={<CircleCheck />}>
            <AlertDescription>{t('textOnly')}</AlertDescription>
          </Alert>
          <Alert variant="warning">
            <AlertTitle>{t('noIcon.title')}</AlertTitle>
            <AlertDescription>{t('noIcon.text')}</AlertDescription>
          </Alert>
          <Alert icon={<Megaphone />}>
            <AlertTitle>{t('withActions.title')}</AlertTitle>
            <AlertDescription>{t('withActions.text', { appName })}</AlertDescription>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button size="sm">{t('withActions.update')}</Button>
              <Button size="sm" variant="outline">
                {t('withActions.later')}
              </Button>
            </div>
          </Alert>
        </DemoSection>
        <DemoSection id="dismissible" title={t('dismissible.title')} description={t('dismissible.text')}>
          <DismissibleAlerts />
        </DemoSection>
      </div>
      <DemoSection id="live" title={t('live.title')} description={t('live.text')}>
        <LiveAlertDemo />
      </DemoSection>
    </GalleryPage>
  );
}
