import type { ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import type { JWTVerifyGetKey } from 'jose';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROADCAST,
  JOIN_ROOM,
  ROOM_MESSAGE,
  ROOM_MESSAGE_LOG,
  conferenceRoomName,
  personalRoom,
  type RoomMessage,
} from '@/lib/realtime/protocol';
import { createRealtimeServer, type RealtimeServer } from '@/realtime/server';
import {
  freePort,
  hasRedis,
  openSocket,
  REDIS_SERVER,
  startRedisServer,
  stopRedisServer,
  testTokenKeys,
  whenConnected,
} from './test-helpers';

if (!hasRedis)
  console.warn(`[realtime-redis.test] skipped: ${REDIS_SERVER} is missing (apt-get install redis-server)`);

const SECRET = 'redis-test-secret';
const ADA = 'adaUserId1';
const BOB = 'bobUserId2';
const CONFERENCE = conferenceRoomName(ADA, BOB);

let redis: ChildProcess | null = null;
let redisPort = 0;
let jwks: JWTVerifyGetKey;
let tokenFor: (userId: string) => Promise<string>;
const servers: RealtimeServer[] = [];
const sockets: Socket[] = [];

async function stopRedis(): Promise<void> {
  await stopRedisServer(redis);
}

async function startInstance(instanceName: string, redisUrl = `redis://127.0.0.1:${redisPort}`) {
  const server = createRealtimeServer({
    jwks,
    internalSecret: SECRET,
    instanceName,
    redisUrl,
    logLevel: 'silent',
  });
  servers.push(server);
  return { server, url: `http://127.0.0.1:${await server.listen(0)}` };
}

async function health(url: string): Promise<{ redis: string }> {
  return (await fetch(`${url}/health`)).json() as Promise<{ redis: string }>;
}

async function waitForRedis(url: string, status: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await health(url)).redis === status) return;
    await delay(100);
  }
  throw new Error(`${url} never reported redis ${status}`);
}

async function connected(url: string, userId: string, rooms: string[]): Promise<Socket> {
  const socket = openSocket(url, await tokenFor(userId));
  sockets.push(socket);
  await whenConnected(socket);
  for (const room of rooms) {
    const joined = new Promise((resolve) => socket.once(ROOM_MESSAGE_LOG, resolve));
    socket.emit(JOIN_ROOM, room);
    await joined;
  }
  return socket;
}

/** Resolves with the first room message for which `send` was called; resends until it arrives. */
async function deliveredAfter(receiver: Socket, send: () => unknown, attempts = 1): Promise<RoomMessage> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const arrived = new Promise<string>((resolve) => receiver.once(ROOM_MESSAGE, resolve));
    await send();
    const raw = await Promise.race([arrived, delay(attempts > 1 ? 500 : 5_000).then(() => null)]);
    if (raw) return JSON.parse(raw) as RoomMessage;
    receiver.removeAllListeners(ROOM_MESSAGE);
  }
  throw new Error('the message never arrived');
}

beforeAll(async () => {
  if (!hasRedis) return;
  const keys = await testTokenKeys('k1');
  jwks = keys.jwks;
  tokenFor = (userId) => keys.tokenFor(userId);
  redisPort = await freePort();
  redis = await startRedisServer(redisPort);
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all(servers.map((server) => server.close()));
  await stopRedis();
});

describe.skipIf(!hasRedis)('two realtime instances over Redis', () => {
  let a: { url: string };
  let b: { url: string };

  beforeAll(async () => {
    a = await startInstance('instance-a');
    b = await startInstance('instance-b');
    await Promise.all([waitForRedis(a.url, 'ready'), waitForRedis(b.url, 'ready')]);
  });

  it('delivers a broadcast sent through instance B to a client on instance A', async () => {
    const bobOnA = await connected(a.url, BOB, [CONFERENCE]);
    const adaOnB = await connected(b.url, ADA, [CONFERENCE]);
    const message = await deliveredAfter(bobOnA, () =>
      adaOnB.emit(BROADCAST, {
        SocketIOUniqueChannelName: CONFERENCE,
        data: '{"n":1}',
        wrapperId: 'cross-1',
      }),
    );
    expect(message).toEqual({
      room: personalRoom(CONFERENCE),
      sourcesrv: 'instance-b',
      wrapperId: 'cross-1',
      data: '{"n":1}',
    });
  });

  it("delivers a publish to instance B's /internal/publish to the user's socket on instance A", async () => {
    const bobOnA = await connected(a.url, BOB, [BOB]);
    const notice = JSON.stringify({ type: 'message', messageId: 'm-9', senderName: 'Ada' });
    const publish = () =>
      fetch(`${b.url}/internal/publish`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({ siteId: 'bond', userId: BOB, data: notice }),
      }).then((response) => expect(response.status).toBe(202));
    expect(await deliveredAfter(bobOnA, publish)).toMatchObject({
      room: personalRoom(BOB),
      sourcesrv: 'instance-b',
      data: notice,
    });
  });

  it("closes a suspended member's sockets on every instance and refuses their tokens on the others", async () => {
    // A user of their own: tokens of theirs issued in the second of the revocation stay refused.
    const carol = 'carolUserId3';
    const token = await tokenFor(carol);
    const onA = openSocket(a.url, token);
    sockets.push(onA);
    await whenConnected(onA);
    const closed = new Promise<string>((resolve) => onA.once('disconnect', resolve));
    const response = await fetch(`${b.url}/internal/disconnect`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ siteId: 'bond', userId: carol, revoke: true }),
    });
    expect(response.status).toBe(202);
    expect(await closed).toBe('io server disconnect');
    // The revocation reaches instance A over Redis: its browser's reconnection is refused there.
    let refusal = '';
    for (let attempt = 0; attempt < 20 && !refusal; attempt += 1) {
      const again = openSocket(a.url, token);
      sockets.push(again);
      refusal = await whenConnected(again).then(
        () => (again.disconnect(), ''),
        (error: Error) => error.message,
      );
      if (!refusal) await delay(100);
    }
    expect(refusal).toBe('unauthorized');
  });

  it('keeps serving local clients while Redis is down and links the instances again when it is back', async () => {
    const bobOnA = await connected(a.url, BOB, [CONFERENCE]);
    const adaOnA = await connected(a.url, ADA, [CONFERENCE]);
    const adaOnB = await connected(b.url, ADA, [CONFERENCE]);
    await stopRedis();
    await waitForRedis(a.url, 'down');

    const local = await deliveredAfter(bobOnA, () =>
      adaOnA.emit(BROADCAST, { SocketIOUniqueChannelName: CONFERENCE, data: '{}', wrapperId: 'local' }),
    );
    expect(local.wrapperId).toBe('local');

    redis = await startRedisServer(redisPort);
    await Promise.all([waitForRedis(a.url, 'ready'), waitForRedis(b.url, 'ready')]);
    // Resubscription follows the reconnect by a moment: resend until the link is back.
    const send = () =>
      adaOnB.emit(BROADCAST, {
        SocketIOUniqueChannelName: CONFERENCE,
        data: '{}',
        wrapperId: 'after-outage',
      });
    expect((await deliveredAfter(bobOnA, send, 20)).sourcesrv).toBe('instance-b');
  });

  it('starts and serves local clients when Redis cannot be reached at all', async () => {
    const lonely = await startInstance('instance-c', `redis://127.0.0.1:${await freePort()}`);
    expect((await health(lonely.url)).redis).toBe('down');
    const bob = await connected(lonely.url, BOB, [CONFERENCE]);
    const ada = await connected(lonely.url, ADA, [CONFERENCE]);
    const message = await deliveredAfter(bob, () =>
      ada.emit(BROADCAST, { SocketIOUniqueChannelName: CONFERENCE, data: '{}', wrapperId: 'alone' }),
    );
    expect(message.sourcesrv).toBe('instance-c');
  });
});
