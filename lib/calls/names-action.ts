'use server';

import { and, eq, inArray } from 'drizzle-orm';
import { z } from '@/lib/zod';
import { currentViewer } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { membership, user } from '@/lib/db/schema';
import { memberSiteOf } from '@/lib/auth/membership';
import { siteOfRequestHeaders } from '@/lib/site/request-site';

const idsSchema = z.array(z.string().regex(/^[A-Za-z0-9-]{1,64}$/)).max(20);

/** Display names of members of this site (the invitation snackbar shows who is calling). */
export async function memberNamesAction(ids: string[]): Promise<Record<string, string>> {
  const parsed = idsSchema.safeParse(ids);
  if (!parsed.success || !parsed.data.length) return {};
  const site = await siteOfRequestHeaders();
  if ((await currentViewer(site.id)).kind !== 'member') return {};
  const rows = await getDb()
    .select({ id: user.id, name: user.name })
    .from(user)
    .innerJoin(membership, and(eq(membership.userId, user.id), eq(membership.siteId, memberSiteOf(site.id))))
    .where(inArray(user.id, parsed.data));
  return Object.fromEntries(rows.map((row) => [row.id, row.name]));
}
