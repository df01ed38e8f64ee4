import { BadgeCheck, Handshake, Wallet } from 'lucide-react';
import { FigureGrid } from '@/components/dashboard/figure-card';
import { EmptyState } from '@/components/ui/empty-state';
import { getDb } from '@/lib/db/client';
import { listMembers } from '@/lib/members/member-directory';
import { DEFAULT_MEMBER_LIST_QUERY } from '@/lib/members/member-list-params';
import { listReferrals, referralFigures, type ReferralRow } from '@/lib/shop/sales/referrals';
import type { PageContext } from '@/lib/site/page-context';
import { cn } from '@/lib/utils';
import { Card } from './card';
import { PageHeader } from './page-header';
import { ReferralForm } from './referral-form';
import { salesKit, type SalesKit } from './sales-kit';
import { ShopSalesIntl } from './shop-sales-intl';

const cell = 'px-4 py-3';

function ReferralsTable({ rows, kit, currency }: { rows: ReferralRow[]; kit: SalesKit; currency: string }) {
  const { t } = kit;
  return (
    <div
      role="region"
      aria-labelledby="referrals-caption"
      tabIndex={0}
      className="surface overflow-x-auto outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="w-full min-w-[44rem] text-sm">
        <caption id="referrals-caption" className="sr-only">
          {t('referrals.tableCaption')}
        </caption>
        <thead className="border-b border-border text-muted-foreground">
          <tr>
            <th scope="col" className={cn(cell, 'text-start font-medium')}>
              {t('referrals.colReferrer')}
            </th>
            <th scope="col" className={cn(cell, 'text-start font-medium')}>
              {t('referrals.colEmail')}
            </th>
            <th scope="col" className={cn(cell, 'text-start font-medium')}>
              {t('referrals.colStatus')}
            </th>
            <th scope="col" className={cn(cell, 'text-end font-medium')}>
              {t('referrals.colCommission')}
            </th>
            <th scope="col" className={cn(cell, 'text-start font-medium')}>
              {t('referrals.colDate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-border last:border-0">
              <td className={cn(cell, 'font-medium')}>{row.referrerName}</td>
              <td className={cell}>
                <span className="block break-all">{row.referredEmail}</span>
                {row.referredName ? (
                  <span className="block text-xs text-muted-foreground">
                    {t('referrals.joinedAs', { name: row.referredName })}
                  </span>
                ) : null}
              </td>
              <td className={cell}>
                <span
                  className={cn(
                    'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
                    row.status === 'pending'
                      ? 'bg-muted text-muted-foreground'
                      : 'bg-emerald-500/10 text-emerald-800 dark:text-emerald-300',
                  )}
                >
                  {t(`referrals.status.${row.status}`)}
                </span>
              </td>
              <td className={cn(cell, 'text-end whitespace-nowrap tabular-nums')}>
                {kit.money(row.commission, currency)}
              </td>
              <td className={cn(cell, 'whitespace-nowrap')}>
                <time dateTime={row.createdAt}>{kit.date(row.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `/apps/ecommerce/referrals`: the site's referrals with their figures, and a form to record one. */
export async function ReferralsPage({ ctx }: { ctx: PageContext }) {
  const db = getDb();
  const [rows, { members }, kit] = await Promise.all([
    listReferrals(db, ctx.site.id),
    listMembers(db, ctx.site.id, { ...DEFAULT_MEMBER_LIST_QUERY, sort: 'name', dir: 'asc', size: 50 }),
    salesKit(),
  ]);
  const { t } = kit;
  const figures = referralFigures(rows);
  return (
    <div className="space-y-6">
      <PageHeader title={t('referrals.title')} text={t('referrals.subtitle')} />
      <FigureGrid
        figures={[
          { label: t('referrals.figureTotal'), value: kit.count(figures.total), icon: Handshake },
          { label: t('referrals.figureJoined'), value: kit.count(figures.joined), icon: BadgeCheck },
          {
            label: t('referrals.figureCommissions'),
            value: kit.money(figures.commissions, ctx.site.currency),
            icon: Wallet,
          },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          {rows.length ? (
            <ReferralsTable rows={rows} kit={kit} currency={ctx.site.currency} />
          ) : (
            <EmptyState icon={Handshake} title={t('referrals.emptyTitle')} text={t('referrals.emptyText')} />
          )}
        </div>
        <Card title={t('referrals.formTitle')} text={t('referrals.formText')}>
          <ShopSalesIntl locale={ctx.locale}>
            <ReferralForm members={members.map((member) => ({ id: member.id, name: member.name }))} />
          </ShopSalesIntl>
        </Card>
      </div>
    </div>
  );
}
