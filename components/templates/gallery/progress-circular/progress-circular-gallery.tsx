import { useFormatter, useTranslations } from 'next-intl';
import { ProgressCircular } from '@/components/ui/progress-circular';
import type { Locale } from '@/lib/i18n/locales';
import { DemoSection } from '../demo-section';
import { GalleryPage } from '../gallery-page';
import { PROGRESS_SAMPLES, PROGRESS_VARIANTS } from '../progress-kit';
import { UploadDemo } from '../upload-demo';

const SIZES = ['sm', 'md', 'lg', 'xl'] as const;
const COLOUR_VALUES = [60, 80, 45, 70, 30];
const THICKNESS = [2, 3.5, 5] as const;

/** `/components/progress-circular`: values, spinners, colours, sizes, thickness, labels, an upload. */
export function ProgressCircularGallery({ locale, appName }: { locale: Locale; appName: string }) {
  const t = useTranslations('ComponentsGallery.progressCircular');
  const tp = useTranslations('ComponentsGallery.common.progress');
  const format = useFormatter();
  const percent = (value: number) => format.number(value / 100, { style: 'percent' });
  const figure = 'flex flex-col items-center gap-2 text-center text-sm';
  return (
    <GalleryPage locale={locale} page="progressCircular" introValues={{ appName }}>
      <div className="grid gap-6 lg:grid-cols-2">
        <DemoSection id="determinate" title={t('determinate.title')} description={t('determinate.text')}>
          <ul className="flex flex-wrap gap-6">
            {PROGRESS_SAMPLES.map(([key, value]) => (
              <li key={key} className={figure}>
                <ProgressCircular
                  aria-labelledby={`ring-${key}`}
                  value={value}
                  size="xl"
                  label={percent(value)}
                />
                <span id={`ring-${key}`} className="max-w-24">
                  {tp(`samples.${key}`)}
                </span>
              </li>
            ))}
          </ul>
        </DemoSection>
        <DemoSection
          id="indeterminate"
          title={t('indeterminate.title')}
          description={t('indeterminate.text')}
        >
          <div className="flex flex-wrap items-center gap-6">
            <ProgressCircular aria-label={tp('loading')} size="lg" />
            <ProgressCircular aria-label={tp('loading')} size="md" variant="info" />
            <div className="flex items-center gap-2 text-sm">
              <ProgressCircular aria-labelledby="ring-loading" size="sm" />
              <span id="ring-loading">{tp('loading')}</span>
            </div>
          </div>
        </DemoSection>
        <DemoSection id="colours" title={t('colours.title')} description={t('colours.text')}>
          <ul className="flex flex-wrap gap-6">
            {PROGRESS_VARIANTS.map((variant, index) => (
              <li key={variant} className={figure}>
                <ProgressCircular
                  aria-labelledby={`ring-colour-${variant}`}
                  value={COLOUR_VALUES[index]}
                  variant={variant}
                  size="lg"
                  label={percent(COLOUR_VALUES[index]!)}
                />
                <span id={`ring-colour-${variant}`}>{tp(`variants.${variant}`)}</span>
              </li>
            ))}
          </ul>
        </DemoSection>
        <DemoSection id="sizes" title={t('sizes.title')} description={t('sizes.text')}>
          <ul className="flex flex-wrap items-end gap-6">
            {SIZES.map((size) => (
              <li key={size} className={figure}>
                <ProgressCircular aria-labelledby={`ring-size-${size}`} value={65} size={size} />
                <span id={`ring-size-${size}`}>{tp(`sizes.${size}`)}</span>
              </li>
            ))}
          </ul>
        </DemoSection>
        <DemoSection id="thickness" title={t('thickness.title')} description={t('thickness.text')}>
          <ul className="flex flex-wrap items-end gap-6">
            {THICKNESS.map((thickness, index) => {
              const key = (['thin', 'regular', 'thick'] as const)[index]!;
              return (
                <li key={key} className={figure}>
                  <ProgressCircular
                    aria-labelledby={`ring-thickness-${key}`}
                    value={40}
                    size="xl"
                    thickness={thickness}
                    label={percent(40)}
                  />
                  <span id={`ring-thickness-${key}`}>{t(`thickness.${key}`)}</span>
                </li>
              );
            })}
          </ul>
        </DemoSection>
        <DemoSection id="upload" title={t('upload.title')} description={t('upload.text')}>
          <UploadDemo kind="circular" />
        </DemoSection>
      </div>
    </GalleryPage>
  );
}
