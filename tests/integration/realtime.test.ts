import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth, type Auth } from '@/lib/auth/auth';
import { backgroundTasksSettled } from '@/lib/background-tasks';
import { API_TOKEN_AUDIENCE, API_TOKEN_ISSUER } from '@/lib/auth/constants';
import {
  BROADCAST,
  JOIN_ROOM,
  MAX_PAYLOAD_BYTES,
  REALTIME_ERROR,
  ROOM_MESSAGE,
  ROOM_MESSAGE_LOG,
  conferenceRoomName,
  personalRoom,
  type BroadcastPayload,
  type CallMessage,
  type RoomMessage,
} from '@/lib/realtime/protocol';
import { TokenBucket } from '@/lib/rate-limit/token-bucket';
import { SOCKET_MESSAGE_RULE } from '@/lib/rate-limit/rules';
import { mayBroadcast, mayJoinRoom } from '@/realtime/rooms';
import { createRealtimeServer, type RealtimeServer } from '@/realtime/server';
import { RealtimeConnection } from '@/lib/realtime/connection';
import { signIn } from './auth-client';
import { freshDatabase } from './test-database';
import { nextEvent, openSocket, whenConnected, type SocketOptions } from './test-helpers';

const BOND = 'http://bond.localhost:3000';
const TUTORING = 'http://tutoring.localhost:3000';
const SECRET = 'test-internal-secret';
const OWN_KEY_ID = 'test-own-key';

let auth: Auth;
let jwks: JWTVerifyGetKey;
let server: RealtimeServer;
let url: string;
let signOwnToken: (
  claims: Record<string, unknown>,
  options?: { issuer?: string; audience?: string; expiresAt?: number; sub?: string },
) => Promise<string>;
const sockets: Socket[] = [];

/** Real API tokens: better-auth signs them in, `/token` issues them (docs/architecture.md §4). */
const ada = { id: '', bondToken: '', tutoringToken: '' };
const bob = { id: '', bondToken: '' };

async function signedIn(origin: string, email: string, signUp: boolean) {
  const { browser, id } = await signIn(auth, origin, email, { signUp });
  return { browser, id, token: (await browser.call('/token')).json.token as string };
}

beforeAll(async () => {
  const { db } = await freshDatabase();
  auth = createAuth(db);
  const adaOnBond = await signedIn(BOND, 'ada@example.com', true);
  const bobOnBond = await signedIn(BOND, 'bob@example.com', true);
  const adaOnTutoring = await signedIn(TUTORING, 'ada@example.com', false);
  Object.assign(ada, { id: adaOnBond.id, bondToken: adaOnBond.token, tutoringToken: adaOnTutoring.token });
  Object.assign(bob, { id: bobOnBond.id, bondToken: bobOnBond.token });

  // The app's keys plus one of our own, to sign tokens the app would never issue (expired, foreign issuer…).
  const appKeys = (await adaOnBond.browser.call('/jwks')).json as unknown as JSONWebKeySet;
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const ownJwk = { ...(await exportJWK(publicKey)), kid: OWN_KEY_ID, alg: 'EdDSA' };
  jwks = createLocalJWKSet({ keys: [...appKeys.keys, ownJwk] });
  signOwnToken = (claims, options = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', kid: OWN_KEY_ID })
      .setSubject(options.sub ?? ada.id)
      .setIssuer(options.issuer ?? API_TOKEN_ISSUER)
      .setAudience(options.audience ?? API_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(options.expiresAt ?? Math.floor(Date.now() / 1000) + 300)
      .sign(privateKey);

  server = createRealtimeServer({ jwks, internalSecret: SECRET, instanceName: 'test-a', logLevel: 'silent' });
  url = `http://127.0.0.1:${await server.listen(0)}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server?.close();
});

function open(token: string | undefined, options: SocketOptions = {}, target = url): Socket {
  const socket = openSocket(target, token, options);
  sockets.push(socket);
  return socket;
}

async function connected(token: string | undefined, options: SocketOptions = {}): Promise<Socket> {
  return whenConnected(open(token, options));
}

async function refusal(token: string | undefined, options: SocketOptions = {}): Promise<string> {
  const socket = open(token, options);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

async function join(socket: Socket, room: string): Promise<unknown> {
  const answer = Promise.race([
    nextEvent<string>(socket, ROOM_MESSAGE_LOG).then((raw) => JSON.parse(raw)),
    nextEvent(socket, REALTIME_ERROR),
  ]);
  socket.emit(JOIN_ROOM, room);
  return answer;
}

/** Collects what a socket receives, as parsed RoomMessages. */
function inbox(socket: Socket): RoomMessage[] {
  const messages: RoomMessage[] = [];
  socket.on(ROOM_MESSAGE, (raw: string) => messages.push(JSON.parse(raw) as RoomMessage));
  return messages;
}

function errors(socket: Socket): Array<Record<string, string>> {
  const received: Array<Record<string, string>> = [];
  socket.on(REALTIME_ERROR, (error: Record<string, string>) => received.push(error));
  return received;
}

/**
 * A round trip on the socket: whatever the server sent it before answering this join has arrived
 * (one ordered stream), so "received nothing" is a fact rather than a timeout.
 */
async function settled(socket: Socket, ownRoom: string): Promise<void> {
  await join(socket, ownRoom);
}

const callMessage = (message: Partial<CallMessage>): string =>
  JSON.stringify({
    type: 'callInvitation',
    from: ada.id,
    roomName: conferenceRoomName(ada.id, bob.id),
    messageId: 'm-1',
    ...message,
  });

describe('room rules (pure)', () => {
  it('lets a user join only their personal room or a conference room naming them', () => {
    expect(mayJoinRoom('a', 'room_a')).toBe(true);
    expect(mayJoinRoom('a', 'room_a_b')).toBe(true);
    expect(mayJoinRoom('a', 'room_b_a')).toBe(true);
    expect(mayJoinRoom('a', 'room_b')).toBe(false);
    expect(mayJoinRoom('a', 'room_b_c')).toBe(false);
    expect(mayJoinRoom('a', 'room_a_b_c')).toBe(false);
  });

  it('accepts into another personal room only call messages sent by the sender about a room naming them', () => {
    const invitation = (from: string, roomName: string) =>
      JSON.stringify({ type: 'callInvitation', from, roomName, messageId: 'x' });
    expect(mayBroadcast('a', 'room_b', invitation('a', 'a_b'))).toBe(true);
    expect(mayBroadcast('a', 'room_b', invitation('b', 'a_b'))).toBe(false);
    expect(mayBroadcast('a', 'room_b', invitation('a', 'b_c'))).toBe(false);
    expect(
      mayBroadcast('a', 'room_b', JSON.stringify({ type: 'message', messageId: 'x', senderName: 'A' })),
    ).toBe(false);
    expect(mayBroadcast('a', 'room_b', 'not json')).toBe(false);
    expect(mayBroadcast('a', 'room_b_c', invitation('a', 'a_b'))).toBe(false);
  });

  it('lets a token bucket pass a burst, then the steady rate', () => {
    let now = 0;
    const bucket = new TokenBucket(20, 40, () => now);
    expect(Array.from({ length: 50 }, () => bucket.take()).filter(Boolean)).toHaveLength(40);
    now += 100;
    expect(Array.from({ length: 5 }, () => bucket.take()).filter(Boolean)).toHaveLength(2);
  });
});

describe('connection authentication (docs/product.md §7: the API token as a query parameter)', () => {
  it('accepts a real API token', async () => {
    const socket = await connected(ada.bondToken);
    expect(socket.connected).toBe(true);
  });

  it('refuses a missing, garbage, expired, foreign-issuer, foreign-audience or unknown-site token', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    const claims = { siteId: 'bond', roles: ['member'], scopes: ['internal'] };
    expect(await signOwnToken(claims).then((token) => connected(token))).toBeTruthy(); // the control: our key is trusted
    const tokens = [
      undefined,
      'garbage',
      `${ada.bondToken.slice(0, -4)}AAAA`,
      await signOwnToken(claims, { expiresAt: past }),
      await signOwnToken(claims, { issuer: 'someone-else' }),
      await signOwnToken(claims, { audience: 'another-api' }),
      await signOwnToken({ ...claims, siteId: 'nowhere' }),
      await signOwnToken(claims, { sub: 'with_underscore' }),
    ];
    for (const token of tokens) expect(await refusal(token)).toBe('unauthorized');
  });

  it('closes a socket when its token expires', async () => {
    const claims = { siteId: 'bond', roles: ['member'], scopes: ['internal'] };
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const socket = await connected(await signOwnToken(claims, { expiresAt }));
    const reason = await new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect(reason).toBe('io server disconnect');
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt * 1000);
  }, 10_000);

  it('refuses a browser page from a foreign origin', async () => {
    const message = await refusal(ada.bondToken, { extraHeaders: { origin: 'https://evil.example' } });
    expect(message).not.toBe('');
    expect(
      await connected(ada.bondToken, { extraHeaders: { origin: 'http://bond.localhost:3000' } }),
    ).toBeTruthy();
    expect(
      await connected(ada.bondToken, { extraHeaders: { origin: 'https://www.maturis.eu' } }),
    ).toBeTruthy();
  });
});

describe('joining rooms', () => {
  it("refuses another user's personal room and the socket stays usable", async () => {
    const socket = await connected(ada.bondToken);
    expect(await join(socket, bob.id)).toEqual({ code: 'forbidden-room', room: personalRoom(bob.id) });
    expect(await join(socket, ada.id)).toEqual({ event: 'joined', room: personalRoom(ada.id) });
    expect(await join(socket, `room_${bob.id}_someone`)).toMatchObject({ code: 'forbidden-room' });
    expect(socket.connected).toBe(true);
  });

  it("the app's client stops waiting for its connection the moment it connects, not at the next check", async () => {
    const connection = new RealtimeConnection('confRoom', url, {}, { info() {}, warn() {}, error() {} });
    connection.connect(ada.bondToken, conferenceRoomName(ada.id, bob.id));
    // One check an hour away: only the connection itself can end this wait within the test's time.
    expect(await connection.waitForConnection(1, 3_600_000)).toBe(true);
    connection.close();
  });

  it('lets both users join the conference room naming them', async () => {
    const room = personalRoom(conferenceRoomName(ada.id, bob.id));
    expect(await join(await connected(ada.bondToken), room)).toEqual({ event: 'joined', room });
    expect(await join(await connected(bob.bondToken), conferenceRoomName(ada.id, bob.id))).toEqual({
      event: 'joined',
      room,
    });
  });
});

describe('broadcasts', () => {
  const conference = () => conferenceRoomName(ada.id, bob.id);

  it("reaches exactly the room's members on the sender's site", async () => {
    const adaInRoom = await connected(ada.bondToken);
    const bobInRoom = await connected(bob.bondToken);
    const adaElsewhere = await connected(ada.bondToken);
    const adaOnTutoring = await connected(ada.tutoringToken);
    for (const socket of [adaInRoom, bobInRoom, adaOnTutoring]) await join(socket, conference());
    await join(adaElsewhere, ada.id);
    const [bobReceived, adaReceived, elsewhereReceived, tutoringReceived] = [
      bobInRoom,
      adaInRoom,
      adaElsewhere,
      adaOnTutoring,
    ].map(inbox);

    const arrived = nextEvent(bobInRoom, ROOM_MESSAGE);
    adaInRoom.emit(BROADCAST, {
      SocketIOUniqueChannelName: conference(),
      data: '{"hello":1}',
      wrapperId: 'w-1',
    } satisfies BroadcastPayload);
    await arrived;
    await settled(adaElsewhere, ada.id);
    await settled(adaOnTutoring, ada.id);
    await settled(adaInRoom, ada.id);

    const expected = {
      room: personalRoom(conference()),
      sourcesrv: 'test-a',
      wrapperId: 'w-1',
      data: '{"hello":1}',
    };
    expect(bobReceived).toEqual([expected]);
    expect(adaReceived).toEqual([expected]);
    expect(elsewhereReceived).toEqual([]);
    expect(tutoringReceived).toEqual([]);
  });

  it("delivers a call invitation from A to B's personal room and refuses a forged sender", async () => {
    const adaSocket = await connected(ada.bondToken);
    const bobSocket = await connected(bob.bondToken);
    await join(bobSocket, bob.id);
    const bobReceived = inbox(bobSocket);
    const adaErrors = errors(adaSocket);

    const forged = callMessage({ from: bob.id, messageId: 'forged' });
    const otherRoom = callMessage({
      roomName: conferenceRoomName(bob.id, 'mallory'),
      messageId: 'other-room',
    });
    const notACall = JSON.stringify({ type: 'message', messageId: 'x', senderName: 'Ada' });
    for (const data of [forged, otherRoom, notACall])
      adaSocket.emit(BROADCAST, { SocketIOUniqueChannelName: bob.id, data, wrapperId: 'bad' });
    const valid = callMessage({ messageId: 'm-ok' });
    const arrived = nextEvent(bobSocket, ROOM_MESSAGE);
    adaSocket.emit(BROADCAST, { SocketIOUniqueChannelName: bob.id, data: valid, wrapperId: 'm-ok' });
    await arrived;
    await settled(adaSocket, ada.id);

    expect(bobReceived).toEqual([
      { room: personalRoom(bob.id), sourcesrv: 'test-a', wrapperId: 'm-ok', data: valid },
    ]);
    expect(adaErrors).toEqual(
      Array.from({ length: 3 }, () => ({ code: 'forbidden', room: personalRoom(bob.id), wrapperId: 'bad' })),
    );
    expect(adaSocket.connected).toBe(true);
  });

  it('refuses an oversize or malformed payload with an error event, never a disconnect', async () => {
    const socket = await connected(ada.bondToken);
    const received = errors(socket);
    socket.emit(BROADCAST, {
      SocketIOUniqueChannelName: ada.id,
      data: 'x'.repeat(MAX_PAYLOAD_BYTES + 1),
      wrapperId: 'big',
    });
    socket.emit(BROADCAST, { SocketIOUniqueChannelName: ada.id, data: { not: 'a string' }, wrapperId: 'w' });
    socket.emit(BROADCAST, 'just a string');
    socket.emit(BROADCAST, { SocketIOUniqueChannelName: ada.id, data: '{}', wrapperId: 'w'.repeat(101) });
    socket.emit(JOIN_ROOM, { room: 42 });
    await settled(socket, ada.id);
    expect(received.map((error) => error.code)).toEqual([
      'payload-too-large',
      'bad-request',
      'bad-request',
      'bad-request',
      'bad-request',
    ]);
    expect(socket.connected).toBe(true);
  });

  it('rate-limits a flood while a well-behaved client keeps receiving', async () => {
    const flooder = await connected(ada.bondToken);
    const adaInRoom = await connected(ada.bondToken);
    const bobInRoom = await connected(bob.bondToken);
    for (const socket of [adaInRoom, bobInRoom]) await join(socket, conference());
    const floodErrors = errors(flooder);
    const adaReceived = inbox(adaInRoom);

    for (let index = 0; index < 200; index += 1)
      flooder.emit(BROADCAST, { SocketIOUniqueChannelName: ada.id, data: '{}', wrapperId: `flood-${index}` });
    for (let index = 0; index < 5; index += 1) {
      const arrived = nextEvent(adaInRoom, ROOM_MESSAGE);
      bobInRoom.emit(BROADCAST, {
        SocketIOUniqueChannelName: conference(),
        data: '{}',
        wrapperId: `calm-${index}`,
      });
      await arrived;
    }
    // The round trip itself is rate-limited until the bucket refills: retry it.
    while (((await join(flooder, ada.id)) as { code?: string }).code === 'rate-limited')
      await new Promise((resolve) => setTimeout(resolve, 100));

    expect(adaReceived.map((message) => message.wrapperId)).toEqual([
      'calm-0',
      'calm-1',
      'calm-2',
      'calm-3',
      'calm-4',
    ]);
    const limited = floodErrors.filter((error) => error.code === 'rate-limited');
    expect(limited.length).toBeGreaterThanOrEqual(200 - SOCKET_MESSAGE_RULE.burst - 20);
    expect(limited.length).toBeLessThan(200);
    expect(flooder.connected).toBe(true);
  });
});

describe('HTTP endpoints', () => {
  const publish = (body: unknown, authorization = `Bearer ${SECRET}`) =>
    fetch(`${url}/internal/publish`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('refuses a publish without the right secret or with a bad body', async () => {
    expect((await publish({ siteId: 'bond', userId: bob.id, data: '{}' }, 'Bearer wrong')).status).toBe(401);
    expect((await publish({ siteId: 'bond', userId: bob.id, data: '{}' }, '')).status).toBe(401);
    expect((await publish({ siteId: 'nowhere', userId: bob.id, data: '{}' })).status).toBe(400);
    expect(
      (await publish({ siteId: 'bond', userId: bob.id, data: 'x'.repeat(MAX_PAYLOAD_BYTES + 1) })).status,
    ).toBe(400);
    expect(
      (
        await fetch(`${url}/internal/publish`, {
          method: 'POST',
          headers: { authorization: `Bearer ${SECRET}` },
          body: '{not json',
        })
      ).status,
    ).toBe(400);
    expect((await fetch(`${url}/internal/publish`)).status).toBe(405);
    const disconnect = (body: unknown, authorization = `Bearer ${SECRET}`) =>
      fetch(`${url}/internal/disconnect`, {
        method: 'POST',
        headers: { authorization },
        body: JSON.stringify(body),
      });
    expect((await disconnect({ siteId: 'bond', userId: bob.id }, 'Bearer wrong')).status).toBe(401);
    expect((await disconnect({ siteId: 'bond', userId: bob.id, sessionKey: 'a b' })).status).toBe(400);
    // Without a session key, every socket of that user on that site closes.
    const bobSocket = await connected(bob.bondToken);
    const closed = new Promise<string>((resolve) => bobSocket.once('disconnect', resolve));
    expect((await disconnect({ siteId: 'bond', userId: bob.id })).status).toBe(202);
    expect(await closed).toBe('io server disconnect');
  });

  it("pushes a publish to the user's personal room on that site only", async () => {
    const bobSocket = await connected(bob.bondToken);
    const adaOnTutoring = await connected(ada.tutoringToken);
    await join(bobSocket, bob.id);
    await join(adaOnTutoring, ada.id);
    const tutoringReceived = inbox(adaOnTutoring);
    const notice = JSON.stringify({ type: 'message', messageId: 'msg-1', senderName: 'Ada' });

    const arrived = nextEvent<string>(bobSocket, ROOM_MESSAGE);
    const response = await publish({ siteId: 'bond', userId: bob.id, data: notice });
    expect(response.status).toBe(202);
    const message = JSON.parse(await arrived) as RoomMessage;
    expect(message).toMatchObject({ room: personalRoom(bob.id), sourcesrv: 'test-a', data: notice });
    expect(message.wrapperId).toBe(((await response.json()) as { wrapperId: string }).wrapperId);

    expect((await publish({ siteId: 'bond', userId: ada.id, data: notice })).status).toBe(202);
    await settled(adaOnTutoring, ada.id);
    expect(tutoringReceived).toEqual([]);
  });

  it("closes the sockets of a session when it signs out, and no other session's", async () => {
    // The app reaches this realtime server as it does in production: URL and shared secret.
    Object.assign(process.env, { REALTIME_INTERNAL_URL: url, REALTIME_INTERNAL_SECRET: SECRET });
    try {
      const leaving = await signedIn(BOND, 'ada@example.com', false);
      const staying = await signedIn(BOND, 'ada@example.com', false);
      const leavingSocket = await connected(leaving.token);
      const stayingSocket = await connected(staying.token);
      const closed = new Promise<string>((resolve) => leavingSocket.once('disconnect', resolve));

      expect((await leaving.browser.call('/sign-out', { body: {} })).status).toBe(200);
      expect(await closed).toBe('io server disconnect');
      await backgroundTasksSettled();
      await settled(stayingSocket, ada.id);
      expect(stayingSocket.connected).toBe(true);
    } finally {
      delete process.env.REALTIME_INTERNAL_URL;
      delete process.env.REALTIME_INTERNAL_SECRET;
    }
  }, 10_000);

  it('answers /health', async () => {
    const response = await fetch(`${url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      ok: true,
      instance: 'test-a',
      connections: expect.any(Number),
    });
  });
});

describe('restarts', () => {
  it('lets a reconnecting client come back after the server restarts on the same port', async () => {
    const first = createRealtimeServer({
      jwks,
      internalSecret: SECRET,
      instanceName: 'restart',
      logLevel: 'silent',
    });
    const port = await first.listen(0);
    const socket = open(
      ada.bondToken,
      { reconnection: true, reconnectionDelay: 100, reconnectionDelayMax: 300 },
      `http://127.0.0.1:${port}`,
    );
    await nextEvent(socket, 'connect');
    expect(await join(socket, ada.id)).toEqual({ event: 'joined', room: personalRoom(ada.id) });

    const reconnected = nextEvent(socket, 'connect', 15_000);
    await first.close();
    const second = createRealtimeServer({
      jwks,
      internalSecret: SECRET,
      instanceName: 'restart',
      logLevel: 'silent',
    });
    try {
      expect(await second.listen(port)).toBe(port);
      await reconnected;
      expect(await join(socket, ada.id)).toEqual({ event: 'joined', room: personalRoom(ada.id) });
    } finally {
      socket.disconnect();
      await second.close();
    }
  });
});
