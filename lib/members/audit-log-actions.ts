/** What an admin changed (docs/architecture.md §4); the `Audit` messages name each. */
export const AUDIT_ACTIONS = [
  'membership.update',
  'member.suspend',
  'member.restore',
  'permissions.update',
  'permissions.reset',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
