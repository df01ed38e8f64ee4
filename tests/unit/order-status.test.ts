import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@/lib/db/schema-shop';
import { canMoveOrder, ORDER_STATUS_LIST, ORDER_TRANSITIONS } from '@/lib/shop/sales/order-status';

describe('the order state machine (docs/apps.md)', () => {
  it('knows every status of the table', () => {
    expect([...ORDER_STATUS_LIST].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('moves forward one step at a time: pending → paid → shipped → delivered', () => {
    expect(canMoveOrder('pending', 'paid')).toBe(true);
    expect(canMoveOrder('paid', 'shipped')).toBe(true);
    expect(canMoveOrder('shipped', 'delivered')).toBe(true);
    expect(canMoveOrder('pending', 'shipped')).toBe(false);
    expect(canMoveOrder('pending', 'delivered')).toBe(false);
    expect(canMoveOrder('paid', 'delivered')).toBe(false);
  });

  it('never moves back nor stays in place', () => {
    for (const from of ORDER_STATUS_LIST) {
      expect(canMoveOrder(from, from)).toBe(false);
      expect(canMoveOrder(from, 'pending')).toBe(false);
    }
    expect(canMoveOrder('shipped', 'paid')).toBe(false);
    expect(canMoveOrder('delivered', 'shipped')).toBe(false);
  });

  it('cancels only until the order ships', () => {
    expect(canMoveOrder('pending', 'cancelled')).toBe(true);
    expect(canMoveOrder('paid', 'cancelled')).toBe(true);
    expect(canMoveOrder('shipped', 'cancelled')).toBe(false);
    expect(canMoveOrder('delivered', 'cancelled')).toBe(false);
  });

  it('ends at delivered and cancelled', () => {
    expect(ORDER_TRANSITIONS.delivered).toEqual([]);
    expect(ORDER_TRANSITIONS.cancelled).toEqual([]);
  });
});
