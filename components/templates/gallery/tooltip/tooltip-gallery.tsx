import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { DemoSection } from '../demo-section';
import { GalleryPage } from '../gallery-page';
import { DelayTooltips, DisabledTooltip, IconToolbar, RichTooltip, SideTooltips } from './tooltip-demos';

/** `/components/tooltip`: sides, icon buttons, disabled controls, rich content and delays. */
export function TooltipGallery({ locale, appName }: { locale: Locale; appName: string }) {
  const t = useTranslations('ComponentsGallery.tooltip');
  return (
    <GalleryPage locale={locale} page="tooltip" introValues={{ appName }}>
      <div className="grid gap-6 lg:grid-cols-2">
        <DemoSection id="sides" title={t('sides.title')} description={t('sides.text')}>
          <SideTooltips />
        </DemoSection>
        <DemoSection id="icons" title={t('icons.title')} description={t('icons.text')}>
          <IconToolbar />
        </DemoSection>
        <DemoSection id="disabled" title={t('disabled.title')} description={t('disabled.text')}>
          <DisabledTooltip />
        </DemoSection>
        <DemoSection id="rich" title={t('rich.title')} description={t('rich.text')}>
          <RichTooltip appName={appName} />
        </DemoSection>
      </div>
      <DemoSection id="delay" title={t('delay.title')} description={t('delay.text')}>
        <DelayTooltips />
      </DemoSection>
    </GalleryPage>
  );
}
