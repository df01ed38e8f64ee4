/**
 * The chat's "typing…" relay (docs/architecture.md §5): a socket says `typing {to}`, the server
 * names the sender from the socket's token and relays only to that member's personal room on the
 * socket's own site, at most once a second per recipient.
 */
import type { JWTVerifyGetKey, JSONWebKeySet } from 'jose';
import { createLocalJWKSet } from 'jose';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth, type Auth } from '@/lib/auth/auth';
import {
  BROADCAST,
  JOIN_ROOM,
  REALTIME_ERROR,
  ROOM_MESSAGE,
  ROOM_MESSAGE_LOG,
  TYPING,
  TYPING_MIN_INTERVAL_MS,
  personalRoom,
  type RoomMessage,
} from '@/lib/realtime/protocol';
import { createRealtimeServer, type RealtimeServer } from '@/realtime/server';
import { TypingThrottle } from '@/realtime/typing';
import { signIn } from './auth-client';
import { freshDatabase } from './test-database';
import { nextEvent, openSocket, whenConnected } from './test-helpers';

const BOND = 'http://bond.localhost:3000';
const TUTORING = 'http://tutoring.localhost:3000';

let auth: Auth;
let server: RealtimeServer;
let url: string;
const sockets: Socket[] = [];
const ada = { id: '', bondToken: '', tutoringToken: '' };
const bob = { id: '', bondToken: '', tutoringToken: '' };
const carol = { id: '', bondToken: '' };

async function signedIn(origin: string, email: string, signUp: boolean) {
  const { browser, id } = await signIn(auth, origin, email, { signUp });
  return { browser, id, token: (await browser.call('/token')).json.token as string };
}

beforeAll(async () => {
  const { db } = await freshDatabase();
  auth = createAuth(db);
  const adaOnBond = await signedIn(BOND, 'ada@example.com', true);
  const bobOnBond = await signedIn(BOND, 'bob@example.com', true);
  const carolOnBond = await signedIn(BOND, 'carol@example.com', true);
  const adaOnTutoring = await signedIn(TUTORING, 'ada@example.com', false);
  const bobOnTutoring = await signedIn(TUTORING, 'bob@example.com', false);
  Object.assign(ada, { id: adaOnBond.id, bondToken: adaOnBond.token, tutoringToken: adaOnTutoring.token });
  Object.assign(bob, { id: bobOnBond.id, bondToken: bobOnBond.token, tutoringToken: bobOnTutoring.token });
  Object.assign(carol, { id: carolOnBond.id, bondToken: carolOnBond.token });
  const keys = (await adaOnBond.browser.call('/jwks')).json as unknown as JSONWebKeySet;
  const jwks: JWTVerifyGetKey = createLocalJWKSet(keys);
  server = createRealtimeServer({ jwks, instanceName: 'typing-test', logLevel: 'silent' });
  url = `http://127.0.0.1:${await server.listen(0)}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server?.close();
});

/** A connected socket that has joined its user's personal room, as the shell's connection does. */
async function inOwnRoom(token: string, userId: string): Promise<Socket> {
  const socket = await whenConnected(openSocket(url, token));
  sockets.push(socket);
  await join(socket, userId);
  return socket;
}

async function join(socket: Socket, userId: string): Promise<void> {
  const joined = nextEvent(socket, ROOM_MESSAGE_LOG);
  socket.emit(JOIN_ROOM, personalRoom(userId));
  await joined;
}

function received(socket: Socket): RoomMessage[] {
  const messages: RoomMessage[] = [];
  socket.on(ROOM_MESSAGE, (raw: string) => messages.push(JSON.parse(raw) as RoomMessage));
  return messages;
}

function errors(socket: Socket): Array<Record<string, string>> {
  const list: Array<Record<string, string>> = [];
  socket.on(REALTIME_ERROR, (error: Record<string, string>) => list.push(error));
  return list;
}

/** Whatever the server sent before answering this join has arrived (one ordered stream). */
const settled = (socket: Socket, userId: string) => join(socket, userId);

describe('typing relay', () => {
  it('reaches the addressed member on the same site, named by the socket and not the payload', async () => {
    const adaSocket = await inOwnRoom(ada.bondToken, ada.id);
    const bobSocket = await inOwnRoom(bob.bondToken, bob.id);
    const carolSocket = await inOwnRoom(carol.bondToken, carol.id);
    const bobGot = received(bobSocket);
    const carolGot = received(carolSocket);

    const arrived = nextEvent(bobSocket, ROOM_MESSAGE);
    adaSocket.emit(TYPING, { to: bob.id, from: carol.id });
    await arrived;
    await settled(carolSocket, carol.id);

    expect(bobGot).toHaveLength(1);
    expect(bobGot[0]).toMatchObject({ room: personalRoom(bob.id), sourcesrv: 'typing-test' });
    expect(JSON.parse(bobGot[0]!.data)).toEqual({ type: 'typing', from: ada.id });
    expect(carolGot).toEqual([]);
  });

  it('does not cross sites: typing from a tutoring socket never reaches the bond page', async () => {
    const adaOnTutoring = await inOwnRoom(ada.tutoringToken, ada.id);
    const bobOnBond = await inOwnRoom(bob.bondToken, bob.id);
    const bobOnTutoring = await inOwnRoom(bob.tutoringToken, bob.id);
    const bondGot = received(bobOnBond);
    const tutoringGot = received(bobOnTutoring);

    const arrived = nextEvent(bobOnTutoring, ROOM_MESSAGE);
    adaOnTutoring.emit(TYPING, { to: bob.id });
    await arrived;
    await settled(bobOnBond, bob.id);

    expect(tutoringGot.map((message) => JSON.parse(message.data))).toEqual([
      { type: 'typing', from: ada.id },
    ]);
    expect(bondGot).toEqual([]);
  });

  it('refuses a typing notice forged as a broadcast into another member’s room', async () => {
    const adaSocket = await inOwnRoom(ada.bondToken, ada.id);
    const bobSocket = await inOwnRoom(bob.bondToken, bob.id);
    const bobGot = received(bobSocket);
    const adaErrors = errors(adaSocket);

    const forged = JSON.stringify({ type: 'typing', from: carol.id });
    adaSocket.emit(BROADCAST, { SocketIOUniqueChannelName: bob.id, data: forged, wrapperId: 'forged' });
    await settled(adaSocket, ada.id);
    await settled(bobSocket, bob.id);

    expect(adaErrors).toEqual([{ code: 'forbidden', room: personalRoom(bob.id), wrapperId: 'forged' }]);
    expect(bobGot).toEqual([]);
  });

  it('relays one notice a second per recipient and refuses bad payloads, without disconnecting', async () => {
    const adaSocket = await inOwnRoom(ada.bondToken, ada.id);
    const bobSocket = await inOwnRoom(bob.bondToken, bob.id);
    const carolSocket = await inOwnRoom(carol.bondToken, carol.id);
    const bobGot = received(bobSocket);
    const carolGot = received(carolSocket);
    const adaErrors = errors(adaSocket);

    for (let keystroke = 0; keystroke < 5; keystroke += 1) adaSocket.emit(TYPING, { to: bob.id });
    adaSocket.emit(TYPING, { to: carol.id });
    for (const bad of [undefined, 'bob', { to: 'bad id!' }, { to: '' }]) adaSocket.emit(TYPING, bad);
    await settled(adaSocket, ada.id);
    await settled(bobSocket, bob.id);
    await settled(carolSocket, carol.id);

    expect(bobGot).toHaveLength(1);
    expect(carolGot).toHaveLength(1);
    expect(adaErrors).toEqual([
      ...Array.from({ length: 4 }, () => ({ code: 'rate-limited', event: TYPING })),
      ...Array.from({ length: 4 }, () => ({ code: 'bad-request', event: TYPING })),
    ]);
    expect(adaSocket.connected).toBe(true);
  });
});

describe('typing throttle (pure)', () => {
  it('lets one notice per recipient through per interval', () => {
    let now = 0;
    const throttle = new TypingThrottle(TYPING_MIN_INTERVAL_MS, () => now);
    expect(throttle.take('bob')).toBe(true);
    expect(throttle.take('bob')).toBe(false);
    expect(throttle.take('carol')).toBe(true);
    now += TYPING_MIN_INTERVAL_MS;
    expect(throttle.take('bob')).toBe(true);
  });
});
