import 'server-only';
import { abilityFrom } from '@/lib/auth/abilities';
import type { Viewer } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { listingScope } from '@/lib/listings/scope';
import type { SiteConfig } from '@/sites';
import { unreadCount } from './repository';

/**
 * The menu's unread count for My messages, for viewers who may message (else undefined).
 * `renderedAt` differs on every server render so the client badge restarts its live
 * increments from a fresh count.
 */
export async function unreadBadge(site: SiteConfig, viewer: Viewer): Promise<{ count: number; renderedAt: number } | undefined> {
  if (viewer.kind !== 'member' || !abilityFrom(viewer.abilityRules).can('manage', 'Message')) return undefined;
  return { count: await unreadCount(getDb(), listingScope(site), viewer.userId), renderedAt: Date.now() };
}
