import type { Scope, SiteId } from '@/sites';
import type { AbilityRules } from './abilities';
import type { Role } from './membership';

/** Who is looking at a page: nobody, or a signed-in person with their roles and scopes here. */
export type Viewer =
  | { kind: 'anonymous' }
  | {
      kind: 'member';
      userId: string;
      name: string;
      email: string;
      siteId: SiteId;
      roles: Role[];
      scopes: Scope[];
      abilityRules: AbilityRules;
    };

export const ANONYMOUS: Viewer = { kind: 'anonymous' };
