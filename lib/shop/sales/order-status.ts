import type { ORDER_STATUSES } from '@/lib/db/schema-shop';

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * docs/apps.md (orders): the order's life as a state machine. An order is placed `pending`, is
 * `paid`, `shipped` and `delivered` in that order; it can be `cancelled` until it ships. Delivered
 * and cancelled are final. The server refuses any other move (lib/shop/sales/orders.ts).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Every status, in the order of the order's life. */
export const ORDER_STATUS_LIST = Object.keys(ORDER_TRANSITIONS) as OrderStatus[];

export const isOrderStatus = (value: string): value is OrderStatus => value in ORDER_TRANSITIONS;

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean =>
  ORDER_TRANSITIONS[from].includes(to);

/** The statuses whose orders count as revenue: money was taken and not given back. */
export const REVENUE_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'delivered'];
