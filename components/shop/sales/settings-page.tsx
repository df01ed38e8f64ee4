import { getDb } from '@/lib/db/client';
import { loadShopSettings } from '@/lib/shop/sales/settings';
import type { PageContext } from '@/lib/site/page-context';
import { PageHeader } from './page-header';
import { salesKit } from './sales-kit';
import { SettingsForm } from './settings-form';
import { ShopSalesIntl } from './shop-sales-intl';

/** `/apps/ecommerce/settings`: the shop's settings of this site, its defaults until saved. */
export async function SettingsPage({ ctx }: { ctx: PageContext }) {
  const [settings, { t }] = await Promise.all([loadShopSettings(getDb(), ctx.site.id), salesKit()]);
  return (
    <div className="space-y-6">
      <PageHeader title={t('settings.title')} text={t('settings.subtitle')} />
      <ShopSalesIntl locale={ctx.locale}>
        <SettingsForm initial={settings} currency={ctx.site.currency} />
      </ShopSalesIntl>
    </div>
  );
}
