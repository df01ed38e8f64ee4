import { BadgeCheck, Clock, Flame, Star } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { Locale } from '@/lib/i18n/locales';
import { cn } from '@/lib/utils';
import { DemoSection } from '../demo-section';
import { GalleryPage } from '../gallery-page';
import { BadgeCounters } from './badge-counters';

const VARIANTS = ['default', 'secondary', 'outline', 'destructive', 'success', 'warning', 'info'] as const;
const TONED = ['default', 'destructive', 'success', 'warning', 'info'] as const;
const DOT = {
  success: 'bg-emerald-600 dark:bg-emerald-400',
  warning: 'bg-amber-500 dark:bg-amber-400',
  destructive: 'bg-destructive',
  secondary: 'bg-muted-foreground',
} as const;

/** `/components/badge`: every variant, soft and solid, icons, dots and counters. */
export function BadgeGallery({ locale, appName }: { locale: Locale; appName: string }) {
  const t = useTranslations('ComponentsGallery.badge');
  const row = 'flex flex-wrap items-center gap-2';
  return (
    <GalleryPage locale={locale} page="badge" introValues={{ appName }}>
      <div className="grid gap-6 lg:grid-cols-2">
        <DemoSection
          id="variants"
          title={t('variants.title')}
          description={t('variants.text')}
          className={row}
        >
          {VARIANTS.map((variant) => (
            <Badge key={variant} variant={variant}>
              {t(`names.${variant}`)}
            </Badge>
          ))}
        </DemoSection>
        <DemoSection id="tones" title={t('tones.title')} description={t('tones.text')} className="grid gap-3">
          {(['solid', 'soft'] as const).map((tone) => (
            <div key={tone} className="flex flex-wrap items-center gap-2">
              <span className="w-14 text-sm text-muted-foreground">{t(`tones.${tone}`)}</span>
              {TONED.map((variant) => (
                <Badge key={variant} variant={variant} tone={tone}>
                  {t(`names.${variant}`)}
                </Badge>
              ))}
            </div>
          ))}
        </DemoSection>
        <DemoSection id="icons" title={t('icons.title')} description={t('icons.text')} className={row}>
          <Badge variant="success" tone="soft">
            <BadgeCheck aria-hidden />
            {t('icons.verified')}
          </Badge>
          <Badge>
            <Star aria-hidden />
            {t('icons.featured')}
          </Badge>
          <Badge variant="warning" tone="soft">
            <Clock aria-hidden />
            {t('icons.pending')}
          </Badge>
          <Badge variant="destructive">
            <Flame aria-hidden />
            {t('icons.hot')}
          </Badge>
          <Badge variant="info" className="rounded-full">
            {t('icons.pill')}
          </Badge>
        </DemoSection>
        <DemoSection id="dots" title={t('dots.title')} description={t('dots.text')} className={row}>
          {(Object.keys(DOT) as (keyof typeof DOT)[]).map((key) => (
            <Badge key={key} variant="outline">
              <span aria-hidden className={cn('size-2 rounded-full', DOT[key])} />
              {t(`dots.${key}`)}
            </Badge>
          ))}
        </DemoSection>
      </div>
      <DemoSection id="counters" title={t('counters.title')} description={t('counters.text')}>
        <BadgeCounters />
      </DemoSection>
    </GalleryPage>
  );
}
