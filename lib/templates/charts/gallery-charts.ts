import 'server-only';
import { getTranslations } from 'next-intl/server';
import { callsPerDay } from '@/lib/dashboard/call-figures';
import { DASHBOARD_PERIOD_DAYS, lastDays } from '@/lib/dashboard/days';
import { figureFormat } from '@/lib/dashboard/figure-format';
import { messagesPerDay } from '@/lib/dashboard/message-figures';
import { offerCounts, offersByPricing, priceDistribution, topLocations } from '@/lib/dashboard/offer-figures';
import { figureScope, type MemberViewer } from '@/lib/dashboard/scope';
import { offerPerformance, viewsPerDay } from '@/lib/dashboard/view-figures';
import { getDb } from '@/lib/db/client';
import { LANGUAGE_TAG } from '@/lib/i18n/locales';
import type { PageContext } from '@/lib/site/page-context';
import type { CategoryChartKind, ChartSource, ChartSpec, SliceChartKind } from './chart-spec';
import { isBlank, lastWeeks, performancePoints, weeklyTotals } from './figure-series';
import { sampleBubbles, sampleCandles, sampleCounts, sampleScores } from './sample-series';

const WEEKS = 4; // whole weeks in the 30-day period
const RADAR_ASPECTS = ['photos', 'description', 'price', 'location', 'replies', 'reviews'] as const;

/**
 * The charts both galleries draw from. The figures are the dashboards' own (lib/dashboard), read
 * with the dashboards' scope: the whole site for its admins, the member's own otherwise. A figure
 * that is still all zeros is drawn with sample values and says so; chart types the product keeps
 * no figure for (radar, bubble, candlestick) are samples and say so.
 */
export async function galleryCharts(ctx: PageContext, viewer: MemberViewer) {
  const scope = figureScope(ctx.site, viewer);
  const db = getDb();
  const days = DASHBOARD_PERIOD_DAYS;
  const now = new Date();
  const [views, messages, calls, byPricing, buckets, places, counts, performance, t, td, tl] =
    await Promise.all([
      viewsPerDay(db, scope, days, now),
      messagesPerDay(db, scope, days, now),
      callsPerDay(db, scope, days, now),
      offersByPricing(db, scope),
      priceDistribution(db, scope),
      topLocations(db, scope, 6),
      offerCounts(db, scope),
      offerPerformance(db, scope, days, 12, now),
      getTranslations('ChartsGallery'),
      getTranslations('Dashboards'),
      getTranslations('ListingForm'),
    ]);
  const format = figureFormat(ctx.locale);
  const real: ChartSource = scope.memberId ? 'own' : 'site';
  const periodNote = t(`note.${real}`, { days });
  const nowNote = t(`note.${real}Now`);
  /** The real values, or sample ones (and a note saying so) while they are all zeros. */
  const orSample = (values: number[][], note: string, seed: number) =>
    values.every(isBlank)
      ? {
          source: 'sample' as const,
          description: t('note.placeholder'),
          values: values.map((series, index) =>
            sampleCounts(series.length || 6, 8 + index * 4, seed + index),
          ),
        }
      : { source: real, description: note, values };
  const dayLabels = views.map(({ day }) => format.day(day));
  const weekday = new Intl.DateTimeFormat(LANGUAGE_TAG[ctx.locale], { weekday: 'short', timeZone: 'UTC' });
  const sample = { source: 'sample' as const, description: t('note.sample') };

  const perDayFigures = { views, messages, calls };
  type PerDayKey = keyof typeof perDayFigures;
  const perDay = (id: string, title: string, kind: CategoryChartKind, keys: PerDayKey[]) => {
    const labels = keys.map((key) => td(`series.${key}`));
    const data = orSample(
      keys.map((key) => perDayFigures[key].map((day) => day.value)),
      periodNote,
      11,
    );
    return {
      id,
      kind,
      title,
      description: data.description,
      source: data.source,
      categoryLabel: td('column.day'),
      categories: dayLabels,
      series: data.values.map((values, index) => ({ label: labels[index]!, values })),
    } satisfies ChartSpec;
  };

  return {
    viewsPerDay: (kind: CategoryChartKind) => perDay('views', td('chart.viewsPerDay'), kind, ['views']),
    viewsAndMessages: (kind: CategoryChartKind) =>
      perDay('activity', td('chart.activity'), kind, ['views', 'messages']),
    messagesAndCalls: (kind: CategoryChartKind) =>
      perDay('conversations', t('chart.messagesAndCalls'), kind, ['messages', 'calls']),

    perWeek: (kind: CategoryChartKind): ChartSpec => {
      const weeks = weeklyTotals([messages, calls], WEEKS);
      const data = orSample(
        [weeks.map((week) => week.totals[0]!), weeks.map((week) => week.totals[1]!)],
        periodNote,
        21,
      );
      return {
        id: 'weekly',
        kind,
        title: t('chart.perWeek'),
        description: data.description,
        source: data.source,
        categoryLabel: t('column.week'),
        categories: weeks.map((week) => format.day(week.start)),
        series: [
          { label: td('series.messages'), values: data.values[0]! },
          { label: td('series.calls'), values: data.values[1]! },
        ],
      };
    },

    viewsByWeekday: (): ChartSpec => {
      const weeks = lastWeeks(views, WEEKS);
      const data = orSample(
        weeks.map((week) => week.map((day) => day.value)),
        periodNote,
        31,
      );
      return {
        id: 'heatmap',
        kind: 'heatmap',
        title: t('chart.viewsByWeekday'),
        description: data.description,
        source: data.source,
        categoryLabel: t('column.week'),
        rows: weeks.map((week) => format.day(week[0]!.day)),
        columns: (weeks[0] ?? []).map((day) => weekday.format(new Date(`${day.day}T00:00:00Z`))),
        values: data.values,
      };
    },

    pricePerRange: (kind: CategoryChartKind): ChartSpec => {
      // Compact (`PLN 500K`), so a range fits under its bar.
      const money = new Intl.NumberFormat(LANGUAGE_TAG[ctx.locale], {
        style: 'currency',
        currency: ctx.site.currency,
        notation: 'compact',
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
      }).format;
      const data = orSample([buckets.map((bucket) => bucket.offers)], nowNote, 41);
      return {
        id: 'prices',
        kind,
        title: td('chart.priceDistribution'),
        description: data.description,
        source: data.source,
        categoryLabel: td('column.price'),
        categories: buckets.length
          ? buckets.map((bucket) => td('priceRange', { from: money(bucket.from), to: money(bucket.to) }))
          : data.values[0]!.map((_, index) =>
              td('priceRange', { from: money(index * 100), to: money((index + 1) * 100) }),
            ),
        series: [{ label: td('series.offers'), values: data.values[0]! }],
      };
    },

    topLocations: (kind: CategoryChartKind | SliceChartKind): ChartSpec => {
      const data = orSample([places.map((place) => place.offers)], nowNote, 51);
      const categories = places.length
        ? places.map((place) => place.location)
        : data.values[0]!.map((_, index) => t('sample.place', { number: index + 1 }));
      return {
        id: 'locations',
        kind,
        title: td('chart.topLocations'),
        description: data.description,
        source: data.source,
        categoryLabel: td('column.location'),
        categories,
        series: [{ label: td('series.offers'), values: data.values[0]! }],
      };
    },

    offersByPricing: (kind: SliceChartKind): ChartSpec => {
      const data = orSample([byPricing.map((row) => row.offers)], nowNote, 61);
      return {
        id: 'pricing',
        kind,
        title: td('chart.offersByPricing'),
        description: data.description,
        source: data.source,
        categoryLabel: td('column.pricing'),
        categories: byPricing.map((row) => tl(`pricing_${row.pricing}`)),
        series: [{ label: td('series.offers'), values: data.values[0]! }],
      };
    },

    publishedVsDrafts: (kind: SliceChartKind): ChartSpec => {
      const data = orSample([[counts.published, counts.drafts]], nowNote, 71);
      return {
        id: 'status',
        kind,
        title: td('chart.publishedVsDrafts'),
        description: data.description,
        source: data.source,
        categoryLabel: td('column.status'),
        categories: [td('status.published'), td('status.drafts')],
        series: [{ label: td('series.offers'), values: data.values[0]! }],
      };
    },

    offerScatter: (): ChartSpec => {
      const points = performancePoints(performance);
      const blank = points.every((point) => point.x === 0 && point.y === 0);
      const shown = blank
        ? sampleBubbles(8, 81).map((point, index) => ({
            name: t('sample.offer', { number: index + 1 }),
            x: Math.round(point.x / 10),
            y: Math.round(point.z / 4),
          }))
        : points;
      return {
        id: 'reach',
        kind: 'scatter',
        title: td('chart.offerPerformance'),
        description: blank ? t('note.placeholder') : periodNote,
        source: blank ? 'sample' : real,
        categoryLabel: td('column.offer'),
        axes: { x: td('series.views'), y: td('series.messages') },
        series: [{ label: td('series.offers'), points: shown }],
      };
    },

    radar: (): ChartSpec => ({
      id: 'radar',
      kind: 'radar',
      title: t('chart.radar'),
      ...sample,
      categoryLabel: t('column.aspect'),
      categories: RADAR_ASPECTS.map((aspect) => t(`sample.aspect.${aspect}`)),
      series: [
        { label: t('sample.offerA'), values: sampleScores(RADAR_ASPECTS.length, 91) },
        { label: t('sample.offerB'), values: sampleScores(RADAR_ASPECTS.length, 92) },
      ],
    }),

    bubbles: (): ChartSpec => ({
      id: 'bubbles',
      kind: 'bubble',
      title: t('chart.bubbles'),
      ...sample,
      categoryLabel: t('column.campaign'),
      axes: { x: t('column.cost'), y: t('column.reach'), z: t('column.replies') },
      series: [
        {
          label: t('sample.online'),
          points: sampleBubbles(6, 101).map((point, index) => ({
            ...point,
            name: t('sample.campaign', { number: index + 1 }),
          })),
        },
        {
          label: t('sample.print'),
          points: sampleBubbles(5, 102).map((point, index) => ({
            ...point,
            name: t('sample.campaign', { number: index + 7 }),
          })),
        },
      ],
    }),

    candlestick: (): ChartSpec => {
      const sessions = lastDays(20, now);
      return {
        id: 'candles',
        kind: 'candlestick',
        title: t('chart.candlestick'),
        ...sample,
        decimals: true,
        categoryLabel: td('column.day'),
        categories: sessions.map((day) => format.day(day)),
        priceLabels: [t('column.open'), t('column.high'), t('column.low'), t('column.close')],
        candles: sampleCandles(sessions.length, 111),
      };
    },
  };
}
