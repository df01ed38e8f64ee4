import { getDb } from '@/lib/db/client';
import { listCustomers } from '@/lib/shop/sales/customers';
import type { CustomerListQuery } from '@/lib/shop/sales/list-params';
import type { PageContext } from '@/lib/site/page-context';
import { CustomersTable } from './customers-table';
import { PageHeader } from './page-header';
import { salesKit } from './sales-kit';
import { ShopSalesIntl } from './shop-sales-intl';

/** `/apps/ecommerce/customer/list`: the site's members with their orders, as the URL asks. */
export async function CustomerListPage({ ctx, query }: { ctx: PageContext; query: CustomerListQuery }) {
  const [{ customers, total }, { t }] = await Promise.all([
    listCustomers(getDb(), ctx.site.id, query),
    salesKit(),
  ]);
  return (
    <div className="space-y-6">
      <PageHeader title={t('customers.title')} text={t('customers.subtitle')} />
      <ShopSalesIntl locale={ctx.locale}>
        <CustomersTable customers={customers} total={total} query={query} currency={ctx.site.currency} />
      </ShopSalesIntl>
    </div>
  );
}
