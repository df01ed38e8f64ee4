'use client';

import { Users } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { MemberAvatar } from '@/components/account/member-avatar';
import { EmptyState, NoFilterMatches } from '@/components/ui/empty-state';
import { Link } from '@/lib/i18n/navigation';
import type { CustomerSummary } from '@/lib/shop/sales/customers';
import { DEFAULT_CUSTOMER_LIST_QUERY, type CustomerListQuery } from '@/lib/shop/sales/list-params';
import { cn } from '@/lib/utils';
import { ListPagination } from './list-pagination';
import { SearchBox } from './search-box';
import { useListNavigation } from './use-list-navigation';
import { TableRegion } from '@/components/ui/table-region';

const cell = 'px-4 py-3';

/** The site's members as customers, one page of them; search and pages live in the URL. */
export function CustomersTable({
  customers,
  total,
  query,
  currency,
}: {
  customers: CustomerSummary[];
  total: number;
  query: CustomerListQuery;
  currency: string;
}) {
  const t = useTranslations('ShopSales');
  const format = useFormatter();
  const { navigate, pending } = useListNavigation(
    '/apps/ecommerce/customer/list',
    query,
    DEFAULT_CUSTOMER_LIST_QUERY,
  );
  return (
    <div className="min-w-0 space-y-4">
      <div className="max-w-xl">
        <SearchBox
          current={query.q}
          placeholder={t('customers.searchPlaceholder')}
          onSearch={(q) => navigate({ q })}
        />
      </div>
      {customers.length === 0 ? (
        query.q ? (
          <NoFilterMatches
            text={t('customers.noMatches')}
            clearLabel={t('list.clearFilters')}
            onClear={() => navigate({ q: '' })}
          />
        ) : (
          <EmptyState icon={Users} title={t('customers.emptyTitle')} text={t('customers.emptyText')} />
        )
      ) : (
        <TableRegion caption={t('customers.tableCaption')} widthClassName="min-w-[48rem]" pending={pending}>
          <thead className="border-b border-border text-muted-foreground">
            <tr>
              <th scope="col" className={cn(cell, 'text-start font-medium')}>
                {t('customers.colCustomer')}
              </th>
              <th scope="col" className={cn(cell, 'text-start font-medium')}>
                {t('customers.colEmail')}
              </th>
              <th scope="col" className={cn(cell, 'text-end font-medium')}>
                {t('customers.colOrders')}
              </th>
              <th scope="col" className={cn(cell, 'text-end font-medium')}>
                {t('customers.colSpent')}
              </th>
              <th scope="col" className={cn(cell, 'text-start font-medium')}>
                {t('customers.colSince')}
              </th>
            </tr>
          </thead>
          <tbody>
            {customers.map((customer) => (
              <tr key={customer.id} className="border-b border-border last:border-0">
                <td className={cell}>
                  <span className="flex items-center gap-3">
                    <MemberAvatar name={customer.name} src={customer.avatarUrl} size="sm" />
                    <Link
                      href={{
                        pathname: '/apps/ecommerce/customer/details/[id]',
                        params: { id: customer.id },
                      }}
                      className="font-medium hover:text-primary hover:underline"
                    >
                      {customer.name}
                    </Link>
                  </span>
                </td>
                <td className={cn(cell, 'break-all text-muted-foreground')}>{customer.email}</td>
                <td suppressHydrationWarning className={cn(cell, 'text-end tabular-nums')}>
                  {format.number(customer.orders)}
                </td>
                <td suppressHydrationWarning className={cn(cell, 'text-end whitespace-nowrap tabular-nums')}>
                  {format.number(customer.spent, { style: 'currency', currency })}
                </td>
                <td className={cn(cell, 'whitespace-nowrap')}>
                  <time dateTime={customer.memberSince} suppressHydrationWarning>
                    {format.dateTime(new Date(customer.memberSince), { dateStyle: 'medium' })}
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
      {total > 0 ? (
        <ListPagination
          page={query.page}
          size={query.size}
          total={total}
          shown={customers.length}
          onPage={(page) => navigate({ page })}
          onSize={(size) => navigate({ size })}
        />
      ) : null}
    </div>
  );
}
