import { ShoppingCart } from 'lucide-react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { Viewer } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { localePath } from '@/lib/i18n/locale-path';
import { loadShopSettings } from '@/lib/shop/sales/settings';
import type { PageContext } from '@/lib/site/page-context';
import { emptyCheckout } from '@/lib/wizards/checkout-schema';
import { draftStorageKey } from '@/lib/wizards/draft';
import { wizardOffers } from '@/lib/wizards/wizard-offers';
import { WizardIntl } from '../wizard-intl';
import { WizardPageHeader } from '../wizard-page-header';
import { CheckoutWizard } from './checkout-wizard';

/** How many of the site's newest offers the cart starts with. */
const STARTING_CART_LINES = 2;

/** `/wizard-examples/checkout`: the site's offers in a cart, ordered as a pending shop order. */
export async function CheckoutPage({
  ctx,
  viewer,
}: {
  ctx: PageContext;
  viewer: Extract<Viewer, { kind: 'member' }>;
}) {
  const t = await getTranslations('Wizards.checkout');
  const [offers, settings] = await Promise.all([
    wizardOffers(ctx.site),
    loadShopSettings(getDb(), ctx.site.id),
  ]);
  const defaults = emptyCheckout(
    offers.slice(0, STARTING_CART_LINES).map((offer) => ({ listingId: offer.id, quantity: '1' })),
  );
  defaults.address.fullName = viewer.name;
  return (
    <div className="space-y-6">
      <WizardPageHeader title={t('title')} intro={t('intro')} />
      {offers.length ? (
        <WizardIntl locale={ctx.locale} paths={['ShopSales.payment']}>
          <CheckoutWizard
            storageKey={draftStorageKey('checkout', ctx.site.id, viewer.userId)}
            defaults={defaults}
            offers={offers}
            paymentMethods={settings.payments.methods}
            currency={offers[0]?.currency ?? ctx.site.currency}
            shopName={settings.store.name}
          />
        </WizardIntl>
      ) : (
        <EmptyState icon={ShoppingCart} title={t('noOffers.title')} text={t('noOffers.text')}>
          <Link href={localePath(ctx.locale, '/search')} className={buttonVariants({ className: 'mt-2' })}>
            {t('noOffers.search')}
          </Link>
        </EmptyState>
      )}
    </div>
  );
}
