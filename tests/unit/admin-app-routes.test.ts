import { describe, expect, it } from 'vitest';
import { findRoute, type RouteRule } from '@/lib/routing/routes';

/** The admin apps of docs/product.md §2.3 (docs/apps.md) with the flags the table must give them. */
const INTERNAL = { kind: 'scope', scope: 'internal' };
const SIGNED_IN = { kind: 'signedIn' };
const SHOP = { kind: 'ability', action: 'manage', subject: 'Shop' };
const PUBLIC = { kind: 'public' };

const EXPECTED: [path: string, access: object, fixedHeight: boolean][] = [
  ['/apps/chat', INTERNAL, true],
  ['/apps/email', INTERNAL, true],
  ['/apps/email/inbox', INTERNAL, true],
  ['/apps/email/work', INTERNAL, true],
  ['/apps/calendar', SIGNED_IN, false],
  ['/apps/kanban', SIGNED_IN, false],
  ['/apps/invoice/list', INTERNAL, false],
  ['/apps/invoice/add', INTERNAL, false],
  ['/apps/invoice/edit/abc', INTERNAL, false],
  ['/apps/invoice/preview/abc', INTERNAL, false],
  ['/apps/ecommerce/customer/details/abc', SHOP, false],
  ['/apps/ecommerce/customer/list', SHOP, false],
  ['/apps/ecommerce/manage-review', SHOP, false],
  ['/apps/ecommerce/order/details/abc', SHOP, false],
  ['/apps/ecommerce/order/list', SHOP, false],
  ['/apps/ecommerce/product/add', SHOP, false],
  ['/apps/ecommerce/product/category-list', SHOP, false],
  ['/apps/ecommerce/product/list', SHOP, false],
  ['/apps/ecommerce/referrals', SHOP, false],
  ['/apps/ecommerce/settings', SHOP, false],
  ['/apps/logistics/fleet', SIGNED_IN, true],
  ['/apps/academy/my-course', PUBLIC, false],
  ['/apps/academy/course-details', PUBLIC, false],
  ['/apps/academy/dashboard', PUBLIC, false],
];

describe('the admin apps in the route table (docs/product.md §2.1, §2.3)', () => {
  it.each(EXPECTED)('%s is a shell page with its access and height flags', (path, access, fixedHeight) => {
    const rule: RouteRule | undefined = findRoute(path);
    expect(rule, path).toBeDefined();
    expect(rule!.layout).toBe('shell');
    expect(rule!.access).toEqual(access);
    expect(Boolean(rule!.fixedHeight)).toBe(fixedHeight);
  });
});
