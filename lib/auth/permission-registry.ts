import type { Scope } from '@/sites';
import type { Action, Subject } from './abilities';
import type { Role } from './membership';

/**
 * docs/architecture.md §4: what a role or scope may do on a site is data. Each permission key names
 * one CASL rule; the server builds a member's rules from the keys their roles and scopes hold on
 * the site (rows of `site_permission`, else these defaults). Client-safe: the permissions page
 * reads the registry too.
 */
export const PERMISSIONS = {
  'Dashboard.read': { action: 'read', subject: 'Dashboard' },
  'Call.manage': { action: 'manage', subject: 'Call' },
  'Listing.manage': { action: 'manage', subject: 'Listing' },
  'Message.manage': { action: 'manage', subject: 'Message' },
  'AclDemo.read': { action: 'read', subject: 'AclDemo' },
  'Member.manage': { action: 'manage', subject: 'Member' },
  'Role.manage': { action: 'manage', subject: 'Role' },
  /** The e-commerce app: categories, orders, customers, reviews, referrals, shop settings. Admins only by default. */
  'Shop.manage': { action: 'manage', subject: 'Shop' },
} as const satisfies Record<string, { action: Action; subject: Subject }>;

export type PermissionKey = keyof typeof PERMISSIONS;
export const PERMISSION_KEYS = Object.keys(PERMISSIONS) as PermissionKey[];

export const ROLES: readonly Role[] = ['admin', 'member'];
export const SCOPES: readonly Scope[] = ['internal', 'admin2'];

/** Who holds permissions: a role or a scope of the membership. */
export type Holder = `role:${Role}` | `scope:${Scope}`;
export const HOLDERS: readonly Holder[] = [
  ...ROLES.map((role) => `role:${role}` as const),
  ...SCOPES.map((scope) => `scope:${scope}` as const),
];

/** The admin role always manages everything, so no mapping can lock every admin out of this page. */
export const ADMIN_HOLDER = 'role:admin' satisfies Holder;
export type EditableHolder = Exclude<Holder, typeof ADMIN_HOLDER>;
export const EDITABLE_HOLDERS = HOLDERS.filter((holder) => holder !== ADMIN_HOLDER) as EditableHolder[];

export type PermissionMapping = Readonly<Record<EditableHolder, readonly PermissionKey[]>>;

/** docs/product.md §6 as built-in defaults: every member may call; listings and messages need `internal`. */
export const DEFAULT_PERMISSIONS: PermissionMapping = {
  'role:member': ['Dashboard.read', 'Call.manage'],
  'scope:internal': ['Listing.manage', 'Message.manage'],
  'scope:admin2': ['AclDemo.read'],
};

export const isPermissionKey = (value: string): value is PermissionKey => value in PERMISSIONS;
export const isEditableHolder = (value: string): value is EditableHolder =>
  (EDITABLE_HOLDERS as readonly string[]).includes(value);

/** The holders a membership counts as: each of its roles and scopes. */
export function holdersOf(roles: readonly Role[], scopes: readonly Scope[]): Holder[] {
  return [
    ...roles.map((role) => `role:${role}` as const),
    ...scopes.map((scope) => `scope:${scope}` as const),
  ];
}

/** What each holder grants under a mapping: the admin role everything, the others their keys. */
export function grantsOf(mapping: PermissionMapping): Record<Holder, readonly PermissionKey[] | 'all'> {
  return { [ADMIN_HOLDER]: 'all', ...mapping };
}

/** The values of a registry list that `stored` holds, in the list's order; unknown ones dropped. */
export const inRegistryOrder = <T extends string>(all: readonly T[], stored: readonly unknown[]): T[] =>
  all.filter((value) => stored.includes(value));
