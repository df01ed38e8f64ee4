import type { Database } from '@/lib/db/client';
import { unreadCount } from './repository';

/**
 * The menu's unread count for My messages. `renderedAt` differs on every server render so the
 * client badge restarts its live increments from a fresh count.
 */
export async function unreadBadge(db: Database, siteId: string, userId: string): Promise<{ count: number; renderedAt: number }> {
  return { count: await unreadCount(db, siteId, userId), renderedAt: Date.now() };
}
