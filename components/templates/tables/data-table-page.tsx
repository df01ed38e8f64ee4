import { TableProperties } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { EmptyState } from '@/components/ui/empty-state';
import type { MemberViewer } from '@/lib/dashboard/scope';
import { getDb } from '@/lib/db/client';
import { listingScope } from '@/lib/listings/scope';
import type { PageContext } from '@/lib/site/page-context';
import { readableOffers } from '@/lib/templates/tables/offer-rows';
import type { OfferTableQuery } from '@/lib/templates/tables/offer-table-params';
import { OffersDataTable } from './offers-data-table';
import { TablesIntl } from './tables-intl';

/** `/tables/data-table`: the offers of the site this member may read, in a TanStack table. */
export async function DataTablePage({
  ctx,
  viewer,
  query,
}: {
  ctx: PageContext;
  viewer: MemberViewer;
  query: OfferTableQuery;
}) {
  const t = await getTranslations('TablesGallery.dataTable');
  const offers = await readableOffers(getDb(), {
    siteId: listingScope(ctx.site),
    viewerId: viewer.userId,
    isAdmin: viewer.roles.includes('admin'),
  });
  return (
    <div className="space-y-6">
      <DashboardHeader title={t('title')} intro={t('intro')} />
      {offers.length ? (
        <TablesIntl locale={ctx.locale}>
          <OffersDataTable offers={offers} initialQuery={query} locale={ctx.locale} />
        </TablesIntl>
      ) : (
        <EmptyState icon={TableProperties} title={t('emptyTitle')} text={t('emptyText')} />
      )}
    </div>
  );
}
