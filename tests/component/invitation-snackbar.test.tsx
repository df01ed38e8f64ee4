import { act, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallArea } from '@/components/calls/call-area';
import { RealtimeProvider } from '@/components/realtime/realtime-provider';
import { apiTokenAtom, sessionConfigAtom } from '@/components/auth/session-atoms';
import { memberNamesAction } from '@/lib/calls/names-action';
import { pendingInvitationsAtom } from '@/components/calls/invitation-atoms';
import { INVITATION_CLOSE_DELAY_MS, INVITATION_OPEN_DELAY_MS, INVITATION_TIMEOUT_MS } from '@/lib/constants';
import { renderWithProviders } from './render';
import { resetNavigation, router } from './next-navigation';

// A Next server action ('use server', reads the session and the database): not runnable in a DOM
// test, so it answers from this table.
vi.mock('@/lib/calls/names-action', () => ({ memberNamesAction: vi.fn() }));
vi.mock('next/navigation', () => import('./next-navigation'));

/**
 * The network boundary of the call invitations: Socket.IO. Each `io()` gives a fake socket that
 * "connects" at once, records what the page emits, and lets the test push server events.
 */
const sockets = vi.hoisted(() => [] as FakeSocket[]);
interface FakeSocket {
  connected: boolean;
  active: boolean;
  emitted: [string, unknown][];
  receive(event: string, payload: unknown): void;
}
vi.mock('socket.io-client', () => ({
  io: () => {
    const handlers = new Map<string, ((payload?: unknown) => void)[]>();
    const socket = {
      connected: false,
      active: false,
      emitted: [] as [string, unknown][],
      on(event: string, handler: (payload?: unknown) => void) {
        handlers.set(event, [...(handlers.get(event) ?? []), handler]);
        return socket;
      },
      onAny: () => socket,
      removeAllListeners: () => handlers.clear(),
      emit(event: string, payload: unknown) {
        socket.emitted.push([event, payload]);
        return socket;
      },
      connect() {
        socket.connected = true;
        socket.active = true;
        for (const handler of handlers.get('connect') ?? []) handler();
        return socket;
      },
      disconnect() {
        socket.connected = false;
        socket.active = false;
        return socket;
      },
      receive(event: string, payload: unknown) {
        for (const handler of handlers.get(event) ?? []) handler(payload);
      },
    };
    sockets.push(socket);
    return socket;
  },
}));

const SELF = 'bob-0001';
const CALLER = 'alice-0001';

/** What the realtime server pushes into my personal room: a `room-message` wrapping a call message. */
async function pushCallMessage(data: { type: string; from: string; roomName: string; messageId: string }) {
  await wait(0); // the personal connection is open (its Socket.IO client may load on first use)
  const personal = sockets[0]!;
  act(() =>
    personal.receive(
      'room-message',
      JSON.stringify({
        room: `room_${SELF}`,
        sourcesrv: 'app',
        wrapperId: `w-${data.messageId}`,
        data: JSON.stringify(data),
      }),
    ),
  );
}
const invitationFrom = (from: string, messageId = 'msg-1') => ({
  type: 'callInvitation',
  from,
  roomName: `${from}_${SELF}`,
  messageId,
});

/** Moves the fake clock and lets promises (the names look-up, a lazily loaded module) settle. */
const wait = (ms: number) =>
  act(async () => {
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(ms);
  });
const broadcasts = (socket: FakeSocket) =>
  socket.emitted
    .filter(([event]) => event === 'AuctionStreamAdapter_BROADCAST')
    .map(([, payload]) => {
      const { SocketIOUniqueChannelName, data } = payload as {
        SocketIOUniqueChannelName: string;
        data: string;
      };
      return { channel: SocketIOUniqueChannelName, ...(JSON.parse(data) as object) };
    });

function renderCallArea(seed?: (store: ReturnType<typeof createStore>) => void) {
  const store = createStore();
  store.set(sessionConfigAtom, {
    userId: SELF,
    roles: ['member'],
    scopes: [],
    AppName: 'acme',
    AppTitle: 'Acme',
  });
  store.set(apiTokenAtom, 'api-token');
  seed?.(store);
  return renderWithProviders(
    <>
      <RealtimeProvider urlTemplate="{protocol}//{hostname}:3001" />
      <CallArea locale="en" urlTemplate="{protocol}//{hostname}:3001" />
    </>,
    { store, fakeTimers: true },
  );
}
const snackbar = () => screen.queryByRole('region', { name: 'Incoming calls' });

describe('incoming call snackbar (docs/product.md §2.7, §4, §5)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sockets.length = 0;
    resetNavigation('/en/my-items');
    vi.mocked(memberNamesAction)
      .mockReset()
      .mockResolvedValue({ [CALLER]: 'Alice Martin' });
  });
  afterEach(() => vi.clearAllTimers());

  it('shows an invitation from another member, with their name, half a second after it arrives', async () => {
    renderCallArea();
    await pushCallMessage(invitationFrom(CALLER));
    await wait(INVITATION_OPEN_DELAY_MS - 1);
    expect(snackbar()).not.toBeInTheDocument();

    await wait(1);
    expect(snackbar()).toHaveTextContent('Alice Martin is calling you');
    expect(within(snackbar()!).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(snackbar()!).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(memberNamesAction).toHaveBeenCalledWith([CALLER]);
  });

  it('shows "A member" when the caller’s name cannot be found, and asks for it only once', async () => {
    // The first look-up finds nobody; any further one is never answered, so a snackbar that asked
    // again after every empty answer shows up below as a second call instead of looping forever.
    vi.mocked(memberNamesAction)
      .mockResolvedValueOnce({})
      .mockReturnValue(new Promise(() => {}));
    renderCallArea();
    await pushCallMessage(invitationFrom(CALLER));
    await wait(INVITATION_OPEN_DELAY_MS);
    expect(snackbar()).toHaveTextContent('A member is calling you');
    expect(memberNamesAction).toHaveBeenCalledTimes(1);
  });

  it('ignores an invitation I sent myself, replies, and rooms that do not name me', async () => {
    renderCallArea();
    await pushCallMessage({
      type: 'callInvitation',
      from: SELF,
      roomName: `${SELF}_${CALLER}`,
      messageId: 'mine',
    });
    await pushCallMessage({
      type: 'acceptcallInvitation',
      from: CALLER,
      roomName: `${CALLER}_${SELF}`,
      messageId: 'reply',
    });
    await pushCallMessage({
      type: 'callInvitation',
      from: CALLER,
      roomName: `${CALLER}_carol-0001`,
      messageId: 'forged',
    });
    await wait(INVITATION_OPEN_DELAY_MS * 2);
    expect(snackbar()).not.toBeInTheDocument();
  });

  it('lists each pending invitation once', async () => {
    vi.mocked(memberNamesAction).mockResolvedValue({ [CALLER]: 'Alice Martin', 'carol-0001': 'Carol Diaz' });
    renderCallArea();
    await pushCallMessage(invitationFrom(CALLER, 'msg-1'));
    await pushCallMessage(invitationFrom(CALLER, 'msg-1'));
    await pushCallMessage(invitationFrom('carol-0001', 'msg-2'));
    await wait(INVITATION_OPEN_DELAY_MS);
    expect(within(snackbar()!).getAllByRole('button', { name: 'Accept' })).toHaveLength(2);
    expect(snackbar()).toHaveTextContent('Alice Martin is calling you');
    expect(snackbar()).toHaveTextContent('Carol Diaz is calling you');
  });

  it('Accept (keyboard): answers in the call’s conference channel and opens the call page', async () => {
    const { user } = renderCallArea();
    await pushCallMessage(invitationFrom(CALLER));
    await wait(INVITATION_OPEN_DELAY_MS);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await wait(0);

    const conference = sockets[1]!;
    expect(broadcasts(conference)).toEqual([
      {
        channel: `${CALLER}_${SELF}`,
        type: 'acceptcallInvitation',
        from: SELF,
        roomName: `${CALLER}_${SELF}`,
        messageId: 'msg-1',
      },
    ]);
    expect(router.push).toHaveBeenCalledWith(`/en/my-call?room=${CALLER}_${SELF}`);
    await wait(INVITATION_CLOSE_DELAY_MS);
    expect(snackbar()).not.toBeInTheDocument();
  });

  it('Decline (keyboard): tells the caller in their personal room and closes', async () => {
    const { user } = renderCallArea();
    await pushCallMessage(invitationFrom(CALLER));
    await wait(INVITATION_OPEN_DELAY_MS);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await user.keyboard(' ');

    expect(broadcasts(sockets[0]!)).toEqual([
      {
        channel: CALLER,
        type: 'rejectcallInvitation',
        from: SELF,
        roomName: `${CALLER}_${SELF}`,
        messageId: 'msg-1',
      },
    ]);
    expect(router.push).not.toHaveBeenCalled();
    await wait(INVITATION_CLOSE_DELAY_MS);
    expect(snackbar()).not.toBeInTheDocument();
  });

  it('closes by itself after the invitation timeout and counts a missed call', async () => {
    renderCallArea((store) =>
      store.set(pendingInvitationsAtom, [
        { from: CALLER, roomName: `${CALLER}_${SELF}`, messageId: 'msg-1', receivedAt: Date.now() },
      ]),
    );
    await wait(INVITATION_OPEN_DELAY_MS);
    expect(snackbar()).toBeInTheDocument();

    await wait(INVITATION_TIMEOUT_MS - INVITATION_OPEN_DELAY_MS - 1);
    expect(snackbar()).toBeInTheDocument();

    await wait(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 missed call');
    await wait(INVITATION_CLOSE_DELAY_MS);
    expect(snackbar()).not.toBeInTheDocument();
  });
});
