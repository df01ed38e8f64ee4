import type { Holder, PermissionKey } from '@/lib/auth/permission-registry';
import type { AuditAction } from './audit-log-actions';

/*
 * Message keys of the registry's names (message keys cannot hold the `.` and `:` of permission
 * keys and holders): `Permissions.<key>`, `Roles.<key>`, `Audit.<key>`.
 */

export const PERMISSION_LABEL = {
  'Dashboard.read': 'DashboardRead',
  'Call.manage': 'CallManage',
  'Listing.manage': 'ListingManage',
  'Message.manage': 'MessageManage',
  'AclDemo.read': 'AclDemoRead',
  'Member.manage': 'MemberManage',
  'Role.manage': 'RoleManage',
  'Shop.manage': 'ShopManage',
} as const satisfies Record<PermissionKey, string>;

export const HOLDER_LABEL = {
  'role:admin': 'roleAdmin',
  'role:member': 'roleMember',
  'scope:internal': 'scopeInternal',
  'scope:admin2': 'scopeAdmin2',
} as const satisfies Record<Holder, string>;

export const HOLDER_TEXT = {
  'role:admin': 'roleAdminText',
  'role:member': 'roleMemberText',
  'scope:internal': 'scopeInternalText',
  'scope:admin2': 'scopeAdmin2Text',
} as const satisfies Record<Holder, string>;

export const AUDIT_LABEL = {
  'membership.update': 'membershipUpdate',
  'member.suspend': 'memberSuspend',
  'member.restore': 'memberRestore',
  'permissions.update': 'permissionsUpdate',
  'permissions.reset': 'permissionsReset',
} as const satisfies Record<AuditAction, string>;
