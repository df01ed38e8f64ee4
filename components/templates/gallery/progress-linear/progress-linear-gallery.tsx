import { useFormatter, useTranslations } from 'next-intl';
import { Progress } from '@/components/ui/progress';
import type { Locale } from '@/lib/i18n/locales';
import { DemoSection } from '../demo-section';
import { GalleryPage } from '../gallery-page';
import { PROGRESS_SAMPLES, PROGRESS_VARIANTS } from '../progress-kit';
import { UploadDemo } from '../upload-demo';

const SIZES = ['sm', 'md', 'lg'] as const;
const COLOUR_VALUES = [60, 80, 45, 70, 30];

/** `/components/progress-linear`: values, unknown progress, colours, sizes, labels and an upload. */
export function ProgressLinearGallery({ locale, appName }: { locale: Locale; appName: string }) {
  const t = useTranslations('ComponentsGallery.progressLinear');
  const tp = useTranslations('ComponentsGallery.common.progress');
  const format = useFormatter();
  const percent = (value: number) => format.number(value / 100, { style: 'percent' });
  return (
    <GalleryPage locale={locale} page="progressLinear" introValues={{ appName }}>
      <div className="grid gap-6 lg:grid-cols-2">
        <DemoSection
          id="determinate"
          title={t('determinate.title')}
          description={t('determinate.text')}
          className="space-y-4"
        >
          {PROGRESS_SAMPLES.map(([key, value]) => (
            <div key={key} className="space-y-1.5">
              <div className="flex justify-between gap-3 text-sm">
                <span id={`linear-${key}`}>{tp(`samples.${key}`)}</span>
                <span aria-hidden className="tabular-nums text-muted-foreground">
                  {percent(value)}
                </span>
              </div>
              <Progress aria-labelledby={`linear-${key}`} value={value} />
            </div>
          ))}
        </DemoSection>
        <DemoSection
          id="indeterminate"
          title={t('indeterminate.title')}
          description={t('indeterminate.text')}
          className="space-y-4"
        >
          <p id="linear-loading" className="text-sm">
            {tp('loading')}
          </p>
          <Progress aria-labelledby="linear-loading" />
          <Progress aria-label={tp('loading')} size="sm" variant="info" />
        </DemoSection>
        <DemoSection
          id="colours"
          title={t('colours.title')}
          description={t('colours.text')}
          className="space-y-4"
        >
          {PROGRESS_VARIANTS.map((variant, index) => (
            <div key={variant} className="flex items-center gap-3">
              <span id={`linear-colour-${variant}`} className="w-28 shrink-0 text-sm">
                {tp(`variants.${variant}`)}
              </span>
              <Progress
                aria-labelledby={`linear-colour-${variant}`}
                value={COLOUR_VALUES[index]}
                variant={variant}
              />
            </div>
          ))}
        </DemoSection>
        <DemoSection id="sizes" title={t('sizes.title')} description={t('sizes.text')} className="space-y-4">
          {SIZES.map((size) => (
            <div key={size} className="flex items-center gap-3">
              <span id={`linear-size-${size}`} className="w-28 shrink-0 text-sm">
                {tp(`sizes.${size}`)}
              </span>
              <Progress aria-labelledby={`linear-size-${size}`} value={65} size={size} />
            </div>
          ))}
        </DemoSection>
        <DemoSection
          id="labels"
          title={t('labels.title')}
          description={t('labels.text')}
          className="space-y-5"
        >
          <div className="space-y-1.5">
            <div className="flex justify-between gap-3 text-sm">
              <span id="linear-steps" className="font-medium">
                {t('labels.steps')}
              </span>
              <span aria-hidden className="text-muted-foreground">
                {t('labels.stepOf', { step: 3, total: 5 })}
              </span>
            </div>
            <Progress
              aria-labelledby="linear-steps"
              aria-valuetext={t('labels.stepOf', { step: 3, total: 5 })}
              value={3}
              max={5}
              size="lg"
            />
          </div>
          <div className="space-y-1.5">
            <Progress aria-labelledby="linear-storage" value={82} variant="warning" />
            <p className="flex justify-between gap-3 text-sm text-muted-foreground">
              <span id="linear-storage">{t('labels.storage')}</span>
              <span>{t('labels.storageUsed', { used: 410, total: 500 })}</span>
            </p>
          </div>
        </DemoSection>
        <DemoSection id="upload" title={t('upload.title')} description={t('upload.text')}>
          <UploadDemo kind="linear" />
        </DemoSection>
      </div>
    </GalleryPage>
  );
}
