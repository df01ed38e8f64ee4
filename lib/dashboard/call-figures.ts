import 'server-only';
import { and, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { callSession } from '@/lib/db/schema';
import { fillDays, periodStart } from './days';
import type { FigureScope } from './scope';

/** Calls both sides joined (docs/architecture.md §6 call log), of the site or with the member on either end. */
function answeredCallsOf(scope: FigureScope, since: Date): SQL {
  const member = scope.memberId;
  return and(
    eq(callSession.siteId, scope.siteId),
    member ? or(eq(callSession.callerId, member), eq(callSession.calleeId, member)) : undefined,
    eq(callSession.callerJoined, true),
    eq(callSession.calleeJoined, true),
    gte(callSession.startedAt, since),
  )!;
}

export interface CallFigures {
  calls: number;
  /** Minutes of the calls that have ended, rounded to whole minutes. */
  minutes: number;
}

export async function callFigures(
  db: Database,
  scope: FigureScope,
  days: number,
  now = new Date(),
): Promise<CallFigures> {
  const [row] = await db
    .select({
      calls: sql<number>`count(*)::int`,
      seconds: sql<number>`coalesce(sum(extract(epoch from (${callSession.endedAt} - ${callSession.startedAt}))), 0)`,
    })
    .from(callSession)
    .where(answeredCallsOf(scope, periodStart(days, now)));
  return { calls: row?.calls ?? 0, minutes: Math.round(Number(row?.seconds ?? 0) / 60) };
}

/** Answered calls per UTC day of the period. */
export async function callsPerDay(db: Database, scope: FigureScope, days: number, now = new Date()) {
  const day = sql<string>`to_char(${callSession.startedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, value: sql<number>`count(*)::int` })
    .from(callSession)
    .where(answeredCallsOf(scope, periodStart(days, now)))
    .groupBy(day);
  return fillDays(days, now, rows);
}
