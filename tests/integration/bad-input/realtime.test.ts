/** Bad input at every door (docs/architecture.md §9): see ./shared.ts for what is refused, normalised or kept. */
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BROADCAST,
  JOIN_ROOM,
  MAX_PAYLOAD_BYTES,
  REALTIME_ERROR,
  ROOM_MESSAGE,
  ROOM_MESSAGE_LOG,
  conferenceRoomName,
  personalRoom,
  type RoomMessage,
} from '@/lib/realtime/protocol';
import { createRealtimeServer, type RealtimeServer } from '@/realtime/server';
import { nextEvent, openSocket, testTokenKeys, whenConnected } from '../test-helpers';
import * as payload from './payloads';
import { setUpBadInputSuite } from './shared';

setUpBadInputSuite();

/* ---------------------------------------------------------------------------------------------
 * Socket events on a real realtime server
 * ------------------------------------------------------------------------------------------- */

describe('realtime socket events', () => {
  const ADA = 'adaBadInput1';
  const BOB = 'bobBadInput2';
  let server: RealtimeServer;
  let url: string;
  let tokenFor: (userId: string) => Promise<string>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const keys = await testTokenKeys('bad-input');
    const jwks = keys.jwks;
    tokenFor = (userId) => keys.tokenFor(userId);
    server = createRealtimeServer({ jwks, instanceName: 'bad-input', logLevel: 'silent' });
    url = `http://127.0.0.1:${await server.listen(0)}`;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await server?.close();
  });

  async function connected(userId: string): Promise<Socket> {
    const socket = openSocket(url, await tokenFor(userId));
    sockets.push(socket);
    return whenConnected(socket);
  }

  /** Emits one event and resolves with the server's answer: a realtime-error or a room-message-log. */
  async function answerTo(
    socket: Socket,
    event: string,
    ...args: unknown[]
  ): Promise<Record<string, unknown>> {
    const answer = Promise.race([
      nextEvent<Record<string, unknown>>(socket, REALTIME_ERROR),
      nextEvent<string>(socket, ROOM_MESSAGE_LOG).then((raw) => JSON.parse(raw) as Record<string, unknown>),
    ]);
    socket.emit(event, ...args);
    return answer;
  }

  /** Each case gets a fresh socket, so the per-socket rate limit (burst 40) never interferes. */
  let socket: Socket;
  beforeEach(async () => void (socket = await connected(ADA)));
  afterEach(async () => {
    // The socket is still connected and usable after every refusal.
    expect(socket.connected).toBe(true);
    expect(await answerTo(socket, JOIN_ROOM, ADA)).toEqual({ event: 'joined', room: personalRoom(ADA) });
    socket.disconnect();
  });

  it.each([
    ['an object', { room: ADA }],
    ['a number', 42],
    ['null', null],
    ['a boolean', true],
    ['an array', [ADA]],
    ['an empty string', ''],
    ['a 10 KB string', 'x'.repeat(10_000)],
    ['1,000 emoji', '😀'.repeat(1_000)],
  ])('answers join-room with %s with a bad-request error', async (_label, payload) => {
    expect(await answerTo(socket, JOIN_ROOM, payload)).toMatchObject({
      code: 'bad-request',
      event: JOIN_ROOM,
    });
  });

  it.each([
    ['a NUL character', `${ADA}\u0000`],
    ['a lone surrogate', `${ADA}\ud800`],
    ['an RTL override', `\u202e${ADA}`],
    ['a script tag', payload.SCRIPT],
    ['SQL-looking text', payload.SQLISH],
    ['a wildcard', '*'],
    ["another user's personal room", BOB],
    ["another user's personal room, prefixed", personalRoom(BOB)],
    ['a three-party room', `${ADA}_${BOB}_x`],
  ])('answers join-room with %s with a forbidden-room error', async (_label, room) => {
    expect(await answerTo(socket, JOIN_ROOM, room)).toMatchObject({ code: 'forbidden-room' });
  });

  it('ignores extra arguments and acknowledgement callbacks on join-room', async () => {
    expect(await answerTo(socket, JOIN_ROOM, ADA, { extra: true }, 'more')).toEqual({
      event: 'joined',
      room: personalRoom(ADA),
    });
  });

  const broadcast = (overrides: Record<string, unknown> = {}) => ({
    SocketIOUniqueChannelName: ADA,
    data: '{}',
    wrapperId: 'w-1',
    ...overrides,
  });
  const withoutField = (field: string) =>
    Object.fromEntries(Object.entries(broadcast()).filter(([key]) => key !== field));

  it.each([
    ['no payload at all', undefined],
    ['null', null],
    ['a string', 'just a string'],
    ['a number', 7],
    ['an array', [broadcast()]],
    ['an empty object', {}],
    ['no channel', withoutField('SocketIOUniqueChannelName')],
    ['no data', withoutField('data')],
    ['no wrapperId', withoutField('wrapperId')],
    ['a numeric channel', broadcast({ SocketIOUniqueChannelName: 42 })],
    ['an object as channel', broadcast({ SocketIOUniqueChannelName: { room: ADA } })],
    ['an empty channel', broadcast({ SocketIOUniqueChannelName: '' })],
    ['a 10 KB channel', broadcast({ SocketIOUniqueChannelName: 'x'.repeat(10_000) })],
    ['data as an object', broadcast({ data: { type: 'callInvitation' } })],
    ['data as a number', broadcast({ data: 1 })],
    ['data as null', broadcast({ data: null })],
    ['data as an array', broadcast({ data: ['{}'] })],
    ['a numeric wrapperId', broadcast({ wrapperId: 1 })],
    ['a 101-character wrapperId', broadcast({ wrapperId: 'w'.repeat(101) })],
  ])('answers a broadcast with %s with a bad-request error', async (_label, payload) => {
    expect(await answerTo(socket, BROADCAST, payload)).toMatchObject({
      code: 'bad-request',
      event: BROADCAST,
    });
  });

  it.each([
    ['8 KiB + 1 of ASCII', 'x'.repeat(MAX_PAYLOAD_BYTES + 1)],
    ['emoji over 8 KiB in UTF-8 though under 8 Ki characters', '😀'.repeat(2_100)],
  ])('answers a broadcast with %s with a payload-too-large error', async (_label, data) => {
    expect(await answerTo(socket, BROADCAST, broadcast({ data }))).toMatchObject({
      code: 'payload-too-large',
    });
  });

  it.each([
    [
      'a call invitation with a forged sender',
      BOB,
      JSON.stringify({
        type: 'callInvitation',
        from: BOB,
        roomName: conferenceRoomName(ADA, BOB),
        messageId: 'm',
      }),
    ],
    [
      'a call invitation with a script as room',
      BOB,
      JSON.stringify({ type: 'callInvitation', from: ADA, roomName: payload.SCRIPT, messageId: 'm' }),
    ],
    [
      'a call invitation with fields of the wrong type',
      BOB,
      JSON.stringify({ type: 'callInvitation', from: ADA, roomName: 42, messageId: {} }),
    ],
    ['malformed JSON', BOB, '{"type": "callInvitation",'],
    ['a NUL-suffixed room', `${BOB}\u0000`, '{}'],
    ['a foreign conference room', `${BOB}_someone`, '{}'],
  ])("refuses %s into another user's room with a forbidden error", async (_label, channel, data) => {
    expect(
      await answerTo(socket, BROADCAST, broadcast({ SocketIOUniqueChannelName: channel, data })),
    ).toMatchObject({ code: 'forbidden' });
  });

  it.each([
    ['an unknown event', 'hello', { any: 'thing' }],
    ['a differently cased broadcast', 'auctionstreamadapter_broadcast', broadcast()],
    ['join_room with an underscore', 'join_room', ADA],
    ['a server-to-client event', ROOM_MESSAGE, JSON.stringify({ room: personalRoom(BOB), data: '{}' })],
    ['a logged-only channel', `EMITER_${personalRoom(BOB)}`, '{}'],
    ['an event name of 10 KB', 'e'.repeat(10_000), null],
  ])('answers %s with a bad-request error and relays nothing', async (_label, event, payload) => {
    const bob = await connected(BOB);
    expect(await answerTo(bob, JOIN_ROOM, BOB)).toMatchObject({ event: 'joined' });
    const bobReceived: Array<[string, ...unknown[]]> = [];
    bob.onAny((name: string, ...args: unknown[]) => bobReceived.push([name, ...args]));
    expect(await answerTo(socket, event, payload)).toMatchObject({ code: 'bad-request' });
    expect(await answerTo(bob, JOIN_ROOM, BOB)).toMatchObject({ event: 'joined' }); // Bob's stream is settled
    expect(bobReceived.filter(([name]) => name !== ROOM_MESSAGE_LOG)).toEqual([]);
    bob.disconnect();
  });

  it('delivers script, RTL and SQL-looking data to the room exactly as given: it is a string, never interpreted', async () => {
    const room = conferenceRoomName(ADA, BOB);
    const bob = await connected(BOB);
    await answerTo(bob, JOIN_ROOM, room);
    await answerTo(socket, JOIN_ROOM, room);
    const data = JSON.stringify({
      text: `${payload.SCRIPT} ${payload.RTL_OVERRIDE} ${payload.SQLISH} ${payload.ZWJ_FAMILY}`,
    });
    const arrived = nextEvent<string>(bob, ROOM_MESSAGE);
    socket.emit(BROADCAST, { SocketIOUniqueChannelName: room, data, wrapperId: 'script-1' });
    expect(JSON.parse(await arrived) as RoomMessage).toEqual({
      room: personalRoom(room),
      sourcesrv: 'bad-input',
      wrapperId: 'script-1',
      data,
    });
    bob.disconnect();
  });

  it('closes only the socket that sends a frame over the transport limit; the server and other sockets carry on', async () => {
    const flooder = await connected(ADA);
    const closed = nextEvent<string>(flooder, 'disconnect', 5_000);
    flooder.emit(JOIN_ROOM, 'x'.repeat(1024 * 1024));
    expect(await closed).toMatch(/transport (close|error)/);
    const fresh = await connected(ADA);
    expect(await answerTo(fresh, JOIN_ROOM, ADA)).toEqual({ event: 'joined', room: personalRoom(ADA) });
    fresh.disconnect();
  });
});
