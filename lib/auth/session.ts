import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { getDb } from '@/lib/db/client';
import type { SiteId } from '@/sites';
import { abilityRulesFor } from './abilities';
import { getAuth } from './auth';
import { ensureMembership } from './membership';
import { ANONYMOUS, type Viewer } from './viewer';

/**
 * The viewer of the current request on this site (once per request). A session cookie only ever
 * belongs to one host, and a session created on another site is not honoured here.
 */
export const currentViewer = cache(async (siteId: SiteId): Promise<Viewer> => {
  const session = await getAuth().api.getSession({ headers: await headers() });
  if (!session || session.session.siteId !== siteId) return ANONYMOUS;
  const { roles, scopes } = await ensureMembership(getDb(), session.user.id, siteId);
  return {
    kind: 'member',
    userId: session.user.id,
    name: session.user.name,
    email: session.user.email,
    siteId,
    roles,
    scopes,
    abilityRules: abilityRulesFor(roles, scopes),
  };
});
