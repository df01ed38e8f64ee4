import 'server-only';
import { z } from '@/lib/zod';
import { ORDER_STATUS_LIST } from './order-status';
import {
  DEFAULT_CUSTOMER_LIST_QUERY,
  DEFAULT_ORDER_LIST_QUERY as DEFAULTS,
  ORDER_SORTS,
  SHOP_PAGE_SIZES,
  SHOP_SEARCH_MAX_LENGTH,
  type CustomerListQuery,
  type OrderListQuery,
} from './list-params';

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const search = z.preprocess(first, z.string().trim().max(SHOP_SEARCH_MAX_LENGTH)).catch('');
const page = z.preprocess(first, z.coerce.number().int().min(1).max(10_000)).catch(1);
const size = z.preprocess(first, z.coerce.number().pipe(z.literal(SHOP_PAGE_SIZES))).catch(DEFAULTS.size);

/** Each parameter on its own: a wrong one falls back to its default instead of failing the page. */
const orderListQuerySchema = z.object({
  q: search,
  status: z.preprocess(first, z.enum(ORDER_STATUS_LIST)).nullable().catch(DEFAULTS.status),
  sort: z.preprocess(first, z.enum(ORDER_SORTS)).catch(DEFAULTS.sort),
  dir: z.preprocess(first, z.enum(['asc', 'desc'])).catch(DEFAULTS.dir),
  page,
  size,
});

const customerListQuerySchema = z.object({ q: search, page, size });

export const parseOrderListQuery = (params: SearchParams): OrderListQuery =>
  orderListQuerySchema.parse(params);

export const parseCustomerListQuery = (params: SearchParams): CustomerListQuery => ({
  ...DEFAULT_CUSTOMER_LIST_QUERY,
  ...customerListQuerySchema.parse(params),
});
