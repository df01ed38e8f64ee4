'use server';

import { getDb } from '@/lib/db/client';
import { listingScope } from '@/lib/listings/scope';
import { createOrder, findOrder, OrderLinesInvalid } from '@/lib/shop/sales/orders';
import { loadShopSettings } from '@/lib/shop/sales/settings';
import { checkoutSchema, shippingAddressLine, type CheckoutValues } from './checkout-schema';
import { fieldErrorsOf } from './field-errors';
import { arePublishedOffers } from './wizard-offers';
import { wizardMember } from './wizard-member';

export type CheckoutResult =
  | { ok: true; order: { number: number; total: string; currency: string } }
  | {
      ok: false;
      error: 'invalid' | 'unauthenticated' | 'unavailable' | 'failed';
      fieldErrors?: Record<string, string>;
    };

/**
 * Places the checkout wizard's order: a pending order of the shop (lib/shop/sales/orders.ts) for
 * the signed-in member, priced from the listings. No payment is taken: the order waits, pending,
 * for the shop. The delivery speed has no column in `shop_order`; it is checked and answered only.
 */
export async function placeCheckoutOrderAction(input: CheckoutValues): Promise<CheckoutResult> {
  const member = await wizardMember();
  if (!member) return { ok: false, error: 'unauthenticated' };
  const parsed = checkoutSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid', fieldErrors: fieldErrorsOf(parsed.error) };
  const { cart, address, delivery } = parsed.data;
  const db = getDb();
  const settings = await loadShopSettings(db, member.site.id);
  if (!settings.payments.methods.includes(delivery.payment))
    return { ok: false, error: 'invalid', fieldErrors: { 'delivery.payment': 'paymentUnavailable' } };
  const ids = cart.lines.map((line) => line.listingId);
  if (!(await arePublishedOffers(db, listingScope(member.site), ids)))
    return { ok: false, error: 'unavailable' };
  try {
    const order = await createOrder(db, member.site.id, {
      customerId: member.viewer.userId,
      customerName: member.viewer.name,
      customerEmail: member.viewer.email,
      paymentMethod: delivery.payment,
      shippingAddress: shippingAddressLine(address),
      lines: cart.lines.map((line) => ({ listingId: line.listingId, quantity: Number(line.quantity) })),
    });
    const placed = await findOrder(db, member.site.id, order.id);
    return {
      ok: true,
      order: {
        number: order.number,
        total: placed?.total ?? '0.00',
        currency: placed?.currency ?? member.site.currency,
      },
    };
  } catch (error) {
    if (error instanceof OrderLinesInvalid) return { ok: false, error: 'unavailable' };
    console.error('[wizards] checkout failed:', error);
    return { ok: false, error: 'failed' };
  }
}
