import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { callSession, user } from '@/lib/db/schema';
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

/** Marks the side that joined; a retry or a rejoin sets the same flag again. */
async function markJoined(db: Database, sid: string, room: CallRoom, identity: string): Promise<void> {
  const side = identity === room.callerId ? { callerJoined: true } : { calleeJoined: true };
  await db.update(callSession).set(side).where(eq(callSession.id, sid));
}

/** Records one webhook event in `call_session`; idempotent, so LiveKit's retries are harmless. */
export async function recordCallEvent(db: Database, event: CallEvent): Promise<CallEventOutcome> {
  const room = parseCallRoom(event.roomName);
  if (!room || !event.roomSid) return 'ignored';
  if (event.kind === 'participant_joined') {
    const identity = event.identity ?? '';
    if (identity !== room.callerId && identity !== room.calleeId) return 'ignored';
    if (!(await ensureCallSession(db, event.roomSid, room, event.roomStartedAt))) return 'ignored';
    await markJoined(db, event.roomSid, room, identity);
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
