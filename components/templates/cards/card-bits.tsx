import { createFormatter } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { APP_TIME_ZONE, LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';

/** Whole percent in the page language's own way ("12 %", "١٢٪"), signed for a change. */
export function formatPercent(locale: Locale, percent: number, { signed = false } = {}): string {
  const format = createFormatter({ locale: LANGUAGE_TAG[locale] as Locale, timeZone: APP_TIME_ZONE });
  return format.number(percent / 100, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: signed ? 'exceptZero' : 'auto',
  });
}

/** Marks a card whose content is an example, not the site's data. */
export async function SampleBadge() {
  const t = await getTranslations('CardsPages');
  return (
    <Badge variant="secondary" className="font-normal">
      {t('sample')}
    </Badge>
  );
}

/** "+12 %" or "−5 %" against the first half of the period; nothing when there is no base to compare. */
export async function TrendBadge({ percent, locale }: { percent: number | null; locale: Locale }) {
  if (percent === null) return null;
  const t = await getTranslations('CardsPages');
  const up = percent >= 0;
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <Badge variant={up ? 'success' : 'destructive'} tone="soft" title={t('trendHint')}>
      <Icon aria-hidden className="rtl:-scale-x-100" />
      <span className="sr-only">{t('trendHint')}: </span>
      <span dir="ltr">{formatPercent(locale, percent, { signed: true })}</span>
    </Badge>
  );
}

/** A line through a per-day series, drawn for the eye only (the figure stands beside it in text). */
export function Sparkline({ values, className }: { values: readonly number[]; className?: string }) {
  const width = 120;
  const height = 40;
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : width;
  const points = values.map((value, index) => `${index * step},${height - (value / max) * (height - 4) - 2}`);
  return (
    <svg
      aria-hidden
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      className={className ?? 'h-10 w-full text-primary rtl:-scale-x-100'}
    >
      <polyline
        points={`0,${height} ${points.join(' ')} ${width},${height}`}
        fill="currentColor"
        opacity={0.12}
      />
      <polyline
        points={points.join(' ')}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

/**
 * Columns of a short series (a week of views), each labelled underneath; the list structure and
 * each column's value text are what a screen reader reads, the heights are for the eye.
 */
export function DayBars({ days }: { days: readonly { label: string; value: number; text: string }[] }) {
  const max = Math.max(1, ...days.map((day) => day.value));
  return (
    <ul className="flex h-36 items-end gap-2">
      {days.map((day) => (
        <li key={day.label} className="flex h-full flex-1 flex-col items-center justify-end gap-1.5">
          <span className="text-xs font-medium tabular-nums">{day.text}</span>
          <span aria-hidden className="flex w-full flex-1 items-end justify-center">
            <span
              className="w-full max-w-8 rounded-t-md bg-primary/80"
              style={{ height: `${Math.max(4, (day.value / max) * 100)}%` }}
            />
          </span>
          <span className="text-xs text-muted-foreground">{day.label}</span>
        </li>
      ))}
    </ul>
  );
}
