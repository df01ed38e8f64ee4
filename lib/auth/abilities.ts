import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { Scope } from '@/sites';
import type { Role } from './membership';
import {
  ADMIN_HOLDER,
  DEFAULT_PERMISSIONS,
  holdersOf,
  PERMISSIONS,
  type PermissionKey,
  type PermissionMapping,
} from './permission-registry';

export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete';
export type Subject =
  'all' | 'AclDemo' | 'Listing' | 'Message' | 'Call' | 'Dashboard' | 'Member' | 'Role' | 'Shop';
export type AppAbility = MongoAbility<[Action, Subject]>;
export type AbilityRules = RawRuleOf<AppAbility>[];

/**
 * Ability rules built on the server from the membership and the site's permission mapping
 * (docs/architecture.md §4) and sent to the client, which uses them only to show or hide controls.
 * The server checks the same rules. The admin role manages everything, whatever the mapping says.
 */
export function abilityRulesFor(
  roles: readonly Role[],
  scopes: readonly Scope[],
  mapping: PermissionMapping = DEFAULT_PERMISSIONS,
): AbilityRules {
  const holders = holdersOf(roles, scopes);
  if (holders.includes(ADMIN_HOLDER)) return [{ action: 'manage', subject: 'all' }];
  const keys = new Set<PermissionKey>(
    holders.flatMap((holder) => (holder === ADMIN_HOLDER ? [] : mapping[holder])),
  );
  return [...keys].map((key) => ({ ...PERMISSIONS[key] }));
}

export function abilityFrom(rules: AbilityRules): AppAbility {
  return createMongoAbility<[Action, Subject]>(rules);
}
