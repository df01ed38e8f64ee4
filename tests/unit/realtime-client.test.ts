import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RealtimeConnection,
  SEND_WAIT_INTERVAL_MS,
  SEND_WAIT_POLLS,
  SOCKET_OPTIONS,
} from '@/lib/realtime/connection';
import { callBroadcast, sendInvitation } from '@/lib/realtime/invitations';
import { parseRoomMessage, withoutWrapperId } from '@/lib/realtime/messages';
import {
  conferenceParticipants,
  conferenceRoomName,
  isCallMessage,
  parseJson,
  withRoomPrefix,
} from '@/lib/realtime/protocol';
import { resolveRealtimeUrl } from '@/lib/realtime/config';

// The real client, watched: RealtimeConnection loads it on its first connection (docs/architecture.md §8).
const io = vi.hoisted(() => vi.fn());
vi.mock('socket.io-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('socket.io-client')>();
  io.mockImplementation(actual.io);
  return { ...actual, io };
});

const roomMessage = (wrapperId: string, data: unknown) =>
  JSON.stringify({
    room: 'room_b',
    sourcesrv: 'rt-1',
    wrapperId,
    data: typeof data === 'string' ? data : JSON.stringify(data),
  });

describe('realtime protocol helpers (docs/product.md §3/§4)', () => {
  it('adds the room_ prefix only when missing', () => {
    expect(withRoomPrefix('abc')).toBe('room_abc');
    expect(withRoomPrefix('room_abc')).toBe('room_abc');
  });

  it('names conference rooms {caller}_{callee} and reads them back', () => {
    expect(conferenceRoomName('a1', 'b2')).toBe('a1_b2');
    expect(conferenceParticipants('room_a1_b2')).toEqual(['a1', 'b2']);
    expect(conferenceParticipants('a1')).toBeNull();
    expect(conferenceParticipants('a_b_c')).toBeNull();
  });

  it('parses data safely: bad JSON becomes null, never a throw', () => {
    expect(parseJson('{bad')).toBeNull();
    expect(parseJson(42)).toBeNull();
    expect(parseRoomMessage(roomMessage('w1', '{not json'))?.data).toBeNull();
    expect(parseRoomMessage('garbage')).toBeNull();
    expect(parseRoomMessage(roomMessage('w2', { type: 'message' }))?.data).toEqual({ type: 'message' });
  });

  it('removes a message by its wrapperId', () => {
    const list = [roomMessage('w1', {}), roomMessage('w2', {}), 'garbage'];
    expect(withoutWrapperId(list, 'w1')).toEqual([list[1], 'garbage']);
  });

  it('builds call messages with the fields of the wire format', () => {
    const payload = callBroadcast('callInvitation', 'alice', 'bob', 'alice_bob', 'm1');
    expect(payload).toMatchObject({ SocketIOUniqueChannelName: 'bob', wrapperId: 'm1' });
    expect(JSON.parse(payload.data)).toEqual({
      type: 'callInvitation',
      from: 'alice',
      roomName: 'alice_bob',
      messageId: 'm1',
    });
    expect(isCallMessage(JSON.parse(payload.data))).toBe(true);
    expect(isCallMessage({ type: 'hello', from: 'x', roomName: 'y', messageId: 'z' })).toBe(false);
  });

  it('uses the socket options of docs/product.md §9', () => {
    expect(SOCKET_OPTIONS).toMatchObject({
      path: '/socket.io',
      transports: ['websocket'],
      autoConnect: false,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20000,
    });
  });

  it('fills the realtime URL template with the page location', () => {
    expect(
      resolveRealtimeUrl('{protocol}//{hostname}:3001', { protocol: 'http:', hostname: 'bond.localhost' }),
    ).toBe('http://bond.localhost:3001');
  });
});

describe('RealtimeConnection without a server', () => {
  afterEach(() => vi.useRealTimers());

  it('does nothing without an API token (docs/product.md §5)', () => {
    const onStatus = vi.fn();
    const connection = new RealtimeConnection('persfRoom', 'http://127.0.0.1:9', { onStatus });
    connection.connect(null, 'room_a');
    expect(onStatus).not.toHaveBeenCalled();
    expect(connection.state).toBe('not connected');
  });

  it('loads the Socket.IO client on connect and opens no socket when closed meanwhile', async () => {
    io.mockClear();
    const states: string[] = [];
    const connection = new RealtimeConnection('persfRoom', 'http://127.0.0.1:9', {
      onStatus: (status) => states.push(status.state),
    });
    connection.connect('token', 'room_a');
    connection.close();
    await vi.dynamicImportSettled();
    expect(io).not.toHaveBeenCalled();
    expect(states.at(-1)).toBe('not connected');

    connection.connect('token', 'room_a');
    // The import settles, then its continuation opens the socket: wait for that, not a tick count.
    await vi.waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    expect(connection.state).toBe('connecting');
    connection.close();
  });

  it('waits 20 × 400 ms for the connection, then sends anyway and is skipped with a warning', async () => {
    vi.useFakeTimers();
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const connection = new RealtimeConnection('confRoom', 'http://127.0.0.1:9', {}, log);
    const sent = sendInvitation(connection, 'alice_bob', 'bob', 'alice', 'm1');
    await vi.advanceTimersByTimeAsync(SEND_WAIT_POLLS * SEND_WAIT_INTERVAL_MS - 1);
    expect(log.warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(sent).resolves.toBe(false);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('not connected'));
  });
});
