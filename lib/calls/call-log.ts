import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { appRateLimit, callSession, user } from '@/lib/db/schema';
import { CALL_JOIN_SEEN_RULE } from '@/lib/rate-limit/rules';
import { parseCallRoom, type CallRoom } from './call-room';

/** What the call log takes from one LiveKit webhook (docs/architecture.md §6). */
export interface CallEvent {
  kind: 'room_started' | 'participant_joined' | 'room_finished';
  /** LiveKit's room sid: the call's id. */
  roomSid: string;
  /** The LiveKit room name, `{siteId}:{caller}_{callee}`. */
  roomName: string;
  /** When LiveKit created the room. */
  roomStartedAt: Date;
  /** When the event happened. */
  at: Date;
  /** participant_joined: who joined (the LiveKit identity is the user id). */
  identity?: string;
}

/** `recorded`: the call log took the event into account (a replay changes nothing). `ignored`: no call of ours. */
export type CallEventOutcome = 'recorded' | 'ignored';

/**
 * The call's row, created by whichever of its events arrives first: LiveKit sends webhooks from
 * several workers, so a join may overtake the room's start. False when a party no longer exists.
 */
async function ensureCallSession(
  db: Database,
  sid: string,
  room: CallRoom,
  startedAt: Date,
): Promise<boolean> {
  const parties = [...new Set([room.callerId, room.calleeId])];
  const found = await db.select({ id: user.id }).from(user).where(inArray(user.id, parties));
  if (found.length !== parties.length) return false;
  await db
    .insert(callSession)
    .values({ id: sid, ...room, startedAt })
    .onConflictDoNothing({ target: callSession.id });
  return true;
}

/**
 * Counts a participant once per call, whatever LiveKit retries or a rejoin repeats: the first
 * join of an identity leaves a marker in the app's counters table (kept a day, far longer than
 * LiveKit retries), and the marker and the count change in one statement.
 */
async function countParticipant(db: Database, sid: string, identity: string, now: Date): Promise<void> {
  const key = `call-joined:${sid}:${identity}`;
  const resetsAt = now.getTime() + CALL_JOIN_SEEN_RULE.windowSeconds * 1000;
  await db.execute(sql`
    with first_join as (
      insert into ${appRateLimit} (key, count, resets_at) values (${key}, 1, ${resetsAt})
      on conflict (key) do nothing
      returning key
    )
    update ${callSession} set participants = participants + 1
    where ${callSession.id} = ${sid} and exists (select 1 from first_join)`);
}

/** Records one webhook event in `call_session`; idempotent, so LiveKit's retries are harmless. */
export async function recordCallEvent(db: Database, event: CallEvent): Promise<CallEventOutcome> {
  const room = parseCallRoom(event.roomName);
  if (!room || !event.roomSid) return 'ignored';
  if (event.kind === 'participant_joined') {
    const identity = event.identity ?? '';
    if (identity !== room.callerId && identity !== room.calleeId) return 'ignored';
    if (!(await ensureCallSession(db, event.roomSid, room, event.roomStartedAt))) return 'ignored';
    await countParticipant(db, event.roomSid, identity, event.at);
    return 'recorded';
  }
  if (!(await ensureCallSession(db, event.roomSid, room, event.roomStartedAt))) return 'ignored';
  if (event.kind === 'room_finished') {
    await db
      .update(callSession)
      .set({ endedAt: event.at })
      .where(and(eq(callSession.id, event.roomSid), isNull(callSession.endedAt)));
  }
  return 'recorded';
}
