import 'server-only';
import type { DemoPerson } from '../demo-accounts';
import type { DemoLanguage } from '../demo-types';
import { createOrder, recordOrderMove } from '@/lib/shop/sales/orders';
import { ORDER_TRANSITIONS, type OrderStatus } from '@/lib/shop/sales/order-status';
import { recordReferral } from '@/lib/shop/sales/referrals';
import { PAYMENT_METHODS } from '@/lib/shop/sales/shop-constants';
import type { AppDemoSeeder } from './app-demo';

/*
 * The shop's sample sales (docs/apps.md, orders): orders of the demo members for the demo offers
 * over the last 60 days, moved along the state machine with a backdated timeline, and a few
 * referrals. The settings keep their defaults.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const ORDER_DAYS = 60;

const ADDRESSES: Record<DemoLanguage, readonly string[]> = {
  en: [
    '14 Kingsway, Manchester M19 2LL, United Kingdom',
    '221 Harbour Road, Bristol BS1 5TY, United Kingdom',
    '8 Elm Street, Cambridge CB1 1EH, United Kingdom',
    '47 Queen Street, Edinburgh EH2 3NH, United Kingdom',
  ],
  pl: [
    'ul. Długa 14/3, 80-827 Gdańsk',
    'ul. Piotrkowska 120, 90-006 Łódź',
    'al. Jana Pawła II 27, 00-867 Warszawa',
    'ul. Floriańska 9, 31-019 Kraków',
  ],
};

const REFERRED_EMAILS = ['olivia.green@example.com', 'marek.nowak@example.com', 'sam.patel@example.com'];

/** The status an order of this age has reached: old orders are mostly delivered, new ones pending. */
function statusAfter(ageDays: number, roll: number): OrderStatus {
  if (roll < 0.08) return 'cancelled';
  if (ageDays > 20) return roll < 0.9 ? 'delivered' : 'shipped';
  if (ageDays > 7) return roll < 0.4 ? 'delivered' : roll < 0.75 ? 'shipped' : 'paid';
  return roll < 0.5 ? 'pending' : roll < 0.8 ? 'paid' : 'shipped';
}

/** The moves from pending to `status` along the state machine (cancelled straight from pending or paid). */
function pathTo(status: OrderStatus): OrderStatus[] {
  if (status === 'cancelled') return ['cancelled'];
  const path: OrderStatus[] = [];
  let at: OrderStatus = 'pending';
  while (at !== status) {
    at = ORDER_TRANSITIONS[at][0]!;
    path.push(at);
  }
  return path;
}

export const seedShopSales: AppDemoSeeder = async ({ db, scope, catalog, groups, offers, now, random }) => {
  if (!offers.length) return;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const customers: DemoPerson[] = groups.flatMap((group) =>
    [group.member, group.viewer, group.admin].filter((person): person is DemoPerson => person !== null),
  );
  const orderCount = 15 + Math.floor(random() * 16);
  for (let index = 0; index < orderCount; index++) {
    const customer = pick(customers);
    const ageDays = random() * ORDER_DAYS;
    const placedAt = new Date(now.getTime() - ageDays * DAY_MS);
    const status = statusAfter(ageDays, random());
    const lineCount = 1 + Math.floor(random() * Math.min(3, offers.length));
    const lines = Array.from({ length: lineCount }, () => ({
      listingId: pick(offers).id,
      quantity: 1 + Math.floor(random() * 2),
    }));
    const order = await createOrder(db, scope, {
      customerId: customer.id,
      customerName: customer.name,
      customerEmail: customer.email,
      paymentMethod: pick(PAYMENT_METHODS),
      shippingAddress: pick(ADDRESSES[catalog.language]),
      lines,
      placedAt,
      status,
    });
    let from: OrderStatus = 'pending';
    const moves = pathTo(status);
    for (const [step, to] of moves.entries()) {
      const at = new Date(placedAt.getTime() + ((step + 1) * ageDays * DAY_MS) / (moves.length + 1));
      const actorId = groups[0]!.admin.id;
      await recordOrderMove(db, { scope, orderId: order.id, actorId, customerId: customer.id, from, to, at });
      from = to;
    }
  }
  const referrers = groups.flatMap((group) => [group.member, group.admin]);
  const referred = [
    ...REFERRED_EMAILS,
    ...groups.flatMap((group) => (group.viewer ? [group.viewer.email] : [])),
  ];
  for (const [index, email] of referred.entries()) {
    await recordReferral(db, scope, {
      referrerId: referrers[index % referrers.length]!.id,
      email,
      commission: index % 2 ? '15.00' : '0.00',
      createdAt: new Date(now.getTime() - (5 + index * 9) * DAY_MS),
    });
  }
};
