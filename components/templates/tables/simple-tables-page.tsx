import { getTranslations } from 'next-intl/server';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { DemoSection } from '@/components/templates/gallery/demo-section';
import { figureFormat } from '@/lib/dashboard/figure-format';
import { messagesPerDay } from '@/lib/dashboard/message-figures';
import { offersByPricing, priceDistribution, topLocations } from '@/lib/dashboard/offer-figures';
import { figureScope, publicScope, type MemberViewer } from '@/lib/dashboard/scope';
import { viewsPerDay } from '@/lib/dashboard/view-figures';
import { getDb } from '@/lib/db/client';
import { LANGUAGE_TAG } from '@/lib/i18n/locales';
import { listingScope } from '@/lib/listings/scope';
import { formatPrice } from '@/lib/offers/offer-format';
import type { PageContext } from '@/lib/site/page-context';
import { readableOffers } from '@/lib/templates/tables/offer-rows';
import { cn } from '@/lib/utils';

const DENSE_DAYS = 14;
const headCell = 'px-4 py-3 text-start font-medium';
const cell = 'px-4 py-3';
const num = 'text-end tabular-nums';

/**
 * `/tables/simple-table`: plain semantic tables on the site's own data. Offer figures are the public
 * ones (published offers, the dashboards' functions); views and messages are the viewer's, scoped
 * as the dashboards scope them.
 */
export async function SimpleTablesPage({ ctx, viewer }: { ctx: PageContext; viewer: MemberViewer }) {
  const t = await getTranslations('TablesGallery.simple');
  const dash = await getTranslations('Dashboards');
  const tl = await getTranslations('ListingForm');
  const db = getDb();
  const now = new Date();
  const site = publicScope(ctx.site);
  const own = figureScope(ctx.site, viewer);
  const [places, pricing, prices, views, messages, offers] = await Promise.all([
    topLocations(db, site, 6),
    offersByPricing(db, site),
    priceDistribution(db, site),
    viewsPerDay(db, own, DENSE_DAYS, now),
    messagesPerDay(db, own, DENSE_DAYS, now),
    readableOffers(db, { siteId: listingScope(ctx.site), viewerId: viewer.userId, isAdmin: false }, 40),
  ]);
  const format = figureFormat(ctx.locale);
  const money = (value: number) => format.money(value, ctx.site.currency);
  const percent = new Intl.NumberFormat(LANGUAGE_TAG[ctx.locale], {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format;
  const published = offers.filter((offer) => offer.status === 'published');
  const empty = (columns: number) => (
    <tr>
      <td colSpan={columns} className={cn(cell, 'text-center text-muted-foreground')}>
        {t('noRows')}
      </td>
    </tr>
  );
  const pricingTotal = pricing.reduce((sum, row) => sum + row.offers, 0);

  return (
    <div className="space-y-6">
      <DashboardHeader title={t('title')} intro={t('intro')} />

      <DemoSection id="basic" title={t('basic.title')} description={t('basic.text')}>
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-sm">
            <thead className="border-b border-border bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className={headCell}>
                  {dash('column.location')}
                </th>
                <th scope="col" className={cn(headCell, num)}>
                  {dash('series.offers')}
                </th>
              </tr>
            </thead>
            <tbody>
              {places.length
                ? places.map((place) => (
                    <tr key={place.location} className="border-b border-border last:border-0">
                      <th scope="row" className={cn(cell, 'text-start font-normal')} dir="auto">
                        {place.location}
                      </th>
                      <td className={cn(cell, num)}>{format.count(place.offers)}</td>
                    </tr>
                  ))
                : empty(2)}
            </tbody>
          </table>
        </div>
      </DemoSection>

      <DemoSection id="striped" title={t('striped.title')} description={t('striped.text')}>
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full min-w-[32rem] text-sm">
            <thead className="border-b border-border text-muted-foreground">
              <tr>
                <th scope="col" className={headCell}>
                  {t('column.offer')}
                </th>
                <th scope="col" className={headCell}>
                  {dash('column.location')}
                </th>
                <th scope="col" className={cn(headCell, num)}>
                  {dash('column.price')}
                </th>
              </tr>
            </thead>
            <tbody>
              {published.length
                ? published.slice(0, 6).map((offer) => (
                    <tr key={offer.id} className="even:bg-muted">
                      <th scope="row" className={cn(cell, 'text-start font-medium')} dir="auto">
                        {offer.title}
                      </th>
                      <td className={cell} dir="auto">
                        {offer.location}
                      </td>
                      <td className={cn(cell, num, 'whitespace-nowrap')}>
                        {formatPrice(ctx.locale, String(offer.price), offer.currency)}
                      </td>
                    </tr>
                  ))
                : empty(3)}
            </tbody>
          </table>
        </div>
      </DemoSection>

      <DemoSection id="dense" title={t('dense.title')} description={t('dense.text', { days: DENSE_DAYS })}>
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-xs">
            <thead className="border-b border-border bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-1.5 text-start font-medium">
                  {dash('column.day')}
                </th>
                <th scope="col" className="px-3 py-1.5 text-end font-medium">
                  {dash('series.views')}
                </th>
                <th scope="col" className="px-3 py-1.5 text-end font-medium">
                  {dash('series.messages')}
                </th>
              </tr>
            </thead>
            <tbody>
              {views.map((day, index) => (
                <tr key={day.day} className="border-b border-border last:border-0">
                  <th scope="row" className="px-3 py-1 text-start font-normal">
                    {format.day(day.day)}
                  </th>
                  <td className={cn('px-3 py-1', num)}>{format.count(day.value)}</td>
                  <td className={cn('px-3 py-1', num)}>{format.count(messages[index]?.value ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DemoSection>

      <DemoSection id="caption" title={t('caption.title')} description={t('caption.text')}>
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-sm">
            <caption className="caption-top border-b border-border px-4 py-3 text-start font-medium">
              {t('caption.caption')}
            </caption>
            <thead className="border-b border-border text-muted-foreground">
              <tr>
                <th scope="col" className={headCell}>
                  {dash('column.price')}
                </th>
                <th scope="col" className={cn(headCell, num)}>
                  {dash('series.offers')}
                </th>
              </tr>
            </thead>
            <tbody>
              {prices.length
                ? prices.map((bucket) => (
                    <tr key={bucket.from} className="border-b border-border last:border-0">
                      <th scope="row" className={cn(cell, 'text-start font-normal')}>
                        {dash('priceRange', { from: money(bucket.from), to: money(bucket.to) })}
                      </th>
                      <td className={cn(cell, num)}>{format.count(bucket.offers)}</td>
                    </tr>
                  ))
                : empty(2)}
            </tbody>
          </table>
        </div>
      </DemoSection>

      <DemoSection id="totals" title={t('totals.title')} description={t('totals.text')}>
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-sm">
            <thead className="border-b border-border bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className={headCell}>
                  {dash('column.pricing')}
                </th>
                <th scope="col" className={cn(headCell, num)}>
                  {dash('series.offers')}
                </th>
                <th scope="col" className={cn(headCell, num)}>
                  {t('column.share')}
                </th>
              </tr>
            </thead>
            <tbody>
              {pricing.map((row) => (
                <tr key={row.pricing} className="border-b border-border">
                  <th scope="row" className={cn(cell, 'text-start font-normal')}>
                    {tl(`pricing_${row.pricing}`)}
                  </th>
                  <td className={cn(cell, num)}>{format.count(row.offers)}</td>
                  <td className={cn(cell, num)}>{percent(pricingTotal ? row.offers / pricingTotal : 0)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-border font-semibold">
              <tr>
                <th scope="row" className={cn(cell, 'text-start')}>
                  {t('total')}
                </th>
                <td className={cn(cell, num)}>{format.count(pricingTotal)}</td>
                <td className={cn(cell, num)}>{percent(pricingTotal ? 1 : 0)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </DemoSection>

      <DemoSection id="sticky" title={t('sticky.title')} description={t('sticky.text')}>
        <div
          role="region"
          aria-labelledby="demo-sticky"
          tabIndex={0}
          className="max-h-80 overflow-auto rounded-lg border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <table className="w-full min-w-[40rem] text-sm">
            <thead className="sticky top-0 z-10 bg-card text-muted-foreground shadow-[0_1px_0_var(--border)]">
              <tr>
                <th scope="col" className={headCell}>
                  {t('column.offer')}
                </th>
                <th scope="col" className={headCell}>
                  {t('column.owner')}
                </th>
                <th scope="col" className={headCell}>
                  {dash('column.location')}
                </th>
                <th scope="col" className={cn(headCell, num)}>
                  {dash('column.price')}
                </th>
              </tr>
            </thead>
            <tbody>
              {published.length
                ? published.map((offer) => (
                    <tr key={offer.id} className="border-b border-border last:border-0">
                      <th scope="row" className={cn(cell, 'text-start font-medium')} dir="auto">
                        {offer.title}
                      </th>
                      <td className={cell} dir="auto">
                        {offer.owner}
                      </td>
                      <td className={cell} dir="auto">
                        {offer.location}
                      </td>
                      <td className={cn(cell, num, 'whitespace-nowrap')}>
                        {formatPrice(ctx.locale, String(offer.price), offer.currency)}
                      </td>
                    </tr>
                  ))
                : empty(4)}
            </tbody>
          </table>
        </div>
      </DemoSection>
    </div>
  );
}
