import type { OrderStatus } from './order-status';

/*
 * The order and customer lists live in their URL (`?q=&status=&sort=&dir=&page=&size=`): the server
 * reads, filters, sorts and pages them (./list-query.ts); the tables write them. Client-safe.
 */

export const ORDER_SORTS = ['number', 'date', 'customer', 'total'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const SHOP_PAGE_SIZES = [10, 25, 50] as const;
export type ShopPageSize = (typeof SHOP_PAGE_SIZES)[number];
export const SHOP_SEARCH_MAX_LENGTH = 100;

export interface OrderListQuery {
  q: string;
  status: OrderStatus | null;
  sort: OrderSort;
  dir: 'asc' | 'desc';
  page: number;
  size: ShopPageSize;
}

export const DEFAULT_ORDER_LIST_QUERY: OrderListQuery = {
  q: '',
  status: null,
  sort: 'date',
  dir: 'desc',
  page: 1,
  size: 25,
};

export interface CustomerListQuery {
  q: string;
  page: number;
  size: ShopPageSize;
}

export const DEFAULT_CUSTOMER_LIST_QUERY: CustomerListQuery = { q: '', page: 1, size: 25 };

/** The query string of a list state: only what differs from the defaults, so links stay short. */
export function listSearch<T extends object>(query: T, defaults: T): Record<string, string> {
  const search: Record<string, string> = {};
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const value = query[key];
    if (value !== defaults[key] && value !== null && value !== '') search[String(key)] = String(value);
  }
  return search;
}
