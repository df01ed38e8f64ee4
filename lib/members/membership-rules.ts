import type { Membership } from '@/lib/auth/membership';

/** Who is acting: their id and whether their role is admin (which manages everything). */
export interface MemberAdmin {
  userId: string;
  isAdmin: boolean;
}

export type MembershipRefusal = 'ownAdminRole' | 'adminOnly' | 'self';

const hasAdmin = (value: Membership) => value.roles.includes('admin');

/**
 * docs/architecture.md §4: nobody removes their own admin role (so a site always keeps the admin
 * who could undo a change), and only an admin grants or withdraws the admin role, since it
 * manages everything: a member who was given `Member.manage` cannot make themselves more.
 */
export function membershipChangeRefusal(
  actor: MemberAdmin,
  targetId: string,
  before: Membership,
  after: Membership,
): MembershipRefusal | null {
  const adminChanges = hasAdmin(before) !== hasAdmin(after);
  if (targetId === actor.userId && hasAdmin(before) && !hasAdmin(after)) return 'ownAdminRole';
  if ((adminChanges || hasAdmin(before)) && !actor.isAdmin) return 'adminOnly';
  return null;
}

/** Nobody suspends themselves, and only an admin suspends or restores an admin. */
export function suspensionRefusal(
  actor: MemberAdmin,
  targetId: string,
  target: Membership,
): MembershipRefusal | null {
  if (targetId === actor.userId) return 'self';
  if (hasAdmin(target) && !actor.isAdmin) return 'adminOnly';
  return null;
}
