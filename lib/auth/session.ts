import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { getDb } from '@/lib/db/client';
import type { SiteId } from '@/sites';
import { abilityRulesFor } from './abilities';
import { getAuth } from './auth';
import { ensureMembership } from './membership';
import { sitePermissions } from './site-permissions';
import { ANONYMOUS, type Viewer } from './viewer';

/**
 * The viewer of the current request on this site (once per request). A session cookie only ever
 * belongs to one host, and a session created on another site is not honoured here; nor is the
 * session of a member suspended on this site (suspension deletes them, this covers a race).
 */
export const currentViewer = cache(async (siteId: SiteId): Promise<Viewer> => {
  const session = await getAuth().api.getSession({ headers: await headers() });
  if (!session || session.session.siteId !== siteId) return ANONYMOUS;
  const db = getDb();
  const [{ roles, scopes, suspended }, mapping] = await Promise.all([
    ensureMembership(db, session.user.id, siteId),
    sitePermissions(db, siteId),
  ]);
  if (suspended) return ANONYMOUS;
  return {
    kind: 'member',
    userId: session.user.id,
    name: session.user.name,
    email: session.user.email,
    siteId,
    roles,
    scopes,
    abilityRules: abilityRulesFor(roles, scopes, mapping),
  };
});
