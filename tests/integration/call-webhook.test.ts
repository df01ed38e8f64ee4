import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AccessToken } from 'livekit-server-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleLiveKitWebhook } from '@/lib/calls/webhook-request';
import type { Database } from '@/lib/db/client';
import { callSession, user } from '@/lib/db/schema';
import { freshDatabase } from './test-database';

const livekit = { apiKey: 'testkey', apiSecret: 'test-secret-at-least-32-characters-long' };
let db: Database;
let caller = '';
let callee = '';
let sequence = 0;

/** A person with an id as better-auth makes them: letters and digits, so `{caller}_{callee}` splits. */
async function insertPerson(name: string): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await db.insert(user).values({ id, name, email: `${id}@example.com` });
  return id;
}

beforeAll(async () => {
  ({ db } = await freshDatabase());
  caller = await insertPerson('Carla Caller');
  callee = await insertPerson('Cedric Callee');
});

/** A webhook body as LiveKit posts it (protobuf JSON: int64 as strings). */
function eventBody(event: string, room: { sid: string; name: string }, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    event,
    id: `EV_${++sequence}`,
    createdAt: String(Math.floor(Date.now() / 1000)),
    room: { sid: room.sid, name: room.name, creationTime: String(Math.floor(Date.now() / 1000) - 60) },
    ...extra,
  });
}

/** Signed as the SFU signs it: a JWT of the API key whose `sha256` claim is the body's base64 SHA-256. */
async function signature(body: string, secret = livekit.apiSecret): Promise<string> {
  const token = new AccessToken(livekit.apiKey, secret, { ttl: '5m' });
  token.sha256 = createHash('sha256').update(body).digest('base64');
  return token.toJwt();
}

async function post(body: string, authorization?: string) {
  const headers = new Headers({ host: 'localhost:3000', 'content-type': 'application/webhook+json' });
  if (authorization !== undefined) headers.set('authorization', authorization);
  const request = new Request('http://localhost:3000/api/livekit/webhook', { method: 'POST', headers, body });
  return (await handleLiveKitWebhook(request, { db, livekit })).status;
}

async function deliver(body: string) {
  return post(body, await signature(body));
}

const sessionOf = async (sid: string) =>
  (await db.select().from(callSession).where(eq(callSession.id, sid)))[0];

describe('POST /api/livekit/webhook: the call log', () => {
  it('records a call from its start, counts each participant once and closes it at the end', async () => {
    const room = { sid: 'RM_call1', name: `bond:${caller}_${callee}` };
    expect(await deliver(eventBody('room_started', room))).toBe(200);
    expect(await sessionOf(room.sid)).toMatchObject({
      siteId: 'bond',
      roomName: `${caller}_${callee}`,
      callerId: caller,
      calleeId: callee,
      callerJoined: false,
      calleeJoined: false,
      endedAt: null,
    });
    await deliver(eventBody('participant_joined', room, { participant: { identity: caller, sid: 'PA_1' } }));
    // The caller's reconnect is a second join of the same identity: still one participant.
    await deliver(eventBody('participant_joined', room, { participant: { identity: caller, sid: 'PA_2' } }));
    await deliver(eventBody('participant_joined', room, { participant: { identity: callee, sid: 'PA_3' } }));
    // Someone who is not a party of the room does not count.
    await deliver(
      eventBody('participant_joined', room, { participant: { identity: 'intruder', sid: 'PA_4' } }),
    );
    expect(await sessionOf(room.sid)).toMatchObject({ callerJoined: true, calleeJoined: true });
    expect(await deliver(eventBody('room_finished', room))).toBe(200);
    expect((await sessionOf(room.sid))?.endedAt).toBeInstanceOf(Date);
  });

  it('changes nothing when LiveKit retries the same events', async () => {
    const room = { sid: 'RM_retry', name: `tutoring:${caller}_${callee}` };
    const started = eventBody('room_started', room);
    const joined = eventBody('participant_joined', room, { participant: { identity: callee, sid: 'PA_9' } });
    const finished = eventBody('room_finished', room);
    for (const body of [started, joined, finished]) expect(await deliver(body)).toBe(200);
    const first = await sessionOf(room.sid);
    for (const body of [started, joined, joined, finished, started]) expect(await deliver(body)).toBe(200);
    expect(await sessionOf(room.sid)).toEqual(first);
    expect(first).toMatchObject({ callerJoined: false, calleeJoined: true });
  });

  it('records a join that overtakes the room start', async () => {
    const room = { sid: 'RM_early', name: `bond:${callee}_${caller}` };
    await deliver(eventBody('participant_joined', room, { participant: { identity: callee, sid: 'PA_5' } }));
    await deliver(eventBody('room_started', room));
    expect(await sessionOf(room.sid)).toMatchObject({
      callerId: callee,
      calleeId: caller,
      callerJoined: true,
      calleeJoined: false,
    });
  });

  it('files the local site’s calls under real-estate, whose data it shows', async () => {
    const room = { sid: 'RM_local', name: `local:${caller}_${callee}` };
    await deliver(eventBody('room_started', room));
    expect((await sessionOf(room.sid))?.siteId).toBe('real-estate');
  });

  it('ignores diagnostics rooms, unknown sites, names that join no two people and unknown users', async () => {
    const rooms = [
      { sid: 'RM_diag', name: `bond:diag_${caller}` },
      { sid: 'RM_site', name: `nowhere:${caller}_${callee}` },
      { sid: 'RM_name', name: `bond:${caller}` },
      { sid: 'RM_bare', name: `${caller}_${callee}` },
      { sid: 'RM_ghost', name: `bond:${caller}_ghost` },
    ];
    for (const room of rooms) {
      expect(await deliver(eventBody('room_started', room))).toBe(200);
      expect(await sessionOf(room.sid)).toBeUndefined();
    }
  });

  it('refuses a missing or bad signature with 401 and records nothing', async () => {
    const room = { sid: 'RM_forged', name: `bond:${caller}_${callee}` };
    const body = eventBody('room_started', room);
    expect(await post(body)).toBe(401);
    expect(await post(body, 'not-a-jwt')).toBe(401);
    expect(await post(body, await signature(body, 'another-secret-of-at-least-32-chars'))).toBe(401);
    // A valid signature of another body: the hash does not match.
    expect(await post(body, await signature(eventBody('room_started', { ...room, sid: 'RM_other' })))).toBe(
      401,
    );
    expect(await sessionOf(room.sid)).toBeUndefined();
  });
});
