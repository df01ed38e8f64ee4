import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { Scope } from '@/sites';
import type { Role } from './membership';

export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete';
export type Subject = 'all' | 'AclDemo' | 'Listing' | 'Message' | 'Call' | 'Dashboard';
export type AppAbility = MongoAbility<[Action, Subject]>;
export type AbilityRules = RawRuleOf<AppAbility>[];

/**
 * Ability rules built on the server from the membership (docs/architecture.md §4) and sent to the client,
 * which uses them only to show or hide controls. The server checks the same rules.
 */
export function abilityRulesFor(roles: readonly Role[], scopes: readonly Scope[]): AbilityRules {
  if (roles.includes('admin')) return [{ action: 'manage', subject: 'all' }];
  // docs/product.md §6: every signed-in member may call; listings and messages need scope internal.
  const rules: AbilityRules = [
    { action: 'read', subject: 'Dashboard' },
    { action: 'manage', subject: 'Call' },
  ];
  if (scopes.includes('internal'))
    rules.push({ action: 'manage', subject: 'Listing' }, { action: 'manage', subject: 'Message' });
  if (scopes.includes('admin2')) rules.push({ action: 'read', subject: 'AclDemo' });
  return rules;
}

export function abilityFrom(rules: AbilityRules): AppAbility {
  return createMongoAbility<[Action, Subject]>(rules);
}
