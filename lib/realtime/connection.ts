import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { ConnectionState, ConnectionStatus } from './connection-state';
import { parseRoomMessage, type ParsedRoomMessage } from './messages';
import {
  BROADCAST,
  CHAT_MESSAGE,
  JOIN_ROOM,
  LOGGED_EVENT_PREFIXES,
  REALTIME_ERROR,
  ROOM_MESSAGE,
  ROOM_MESSAGE_LOG,
  SOCKET_PATH,
  TYPING,
  withRoomPrefix,
  type BroadcastPayload,
} from './protocol';

/** docs/product.md §9 socket client options; docs/architecture.md §5. */
export const SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> & { reconnectionDelayMax: number } = {
  path: SOCKET_PATH,
  transports: ['websocket'],
  autoConnect: false,
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
  timeout: 20_000,
};

/**
 * docs/architecture.md §8: the Socket.IO client (≈ 32 KB gzip) is loaded by the first connection, after the page
 * has hydrated, instead of with every signed-in page; later connections reuse the module.
 */
let socketIoClient: Promise<typeof import('socket.io-client')> | undefined;
const loadSocketIoClient = () => (socketIoClient ??= import('socket.io-client'));

/** docs/product.md §4: after a disconnect the client itself retries up to 30 times. */
export const MAX_RECONNECT_ATTEMPTS = 30;
/** docs/product.md §4: sending waits for the connection, polling up to 20 times at 400 ms. */
export const SEND_WAIT_POLLS = 20;
export const SEND_WAIT_INTERVAL_MS = 400;

export type ConnectionLabel = 'persfRoom' | 'confRoom';

/** App-wide events: `parsed-message` (a room-message parsed) and `socket-message` (room-message-log). */
export const realtimeEvents = new EventTarget();

export interface ConnectionCallbacks {
  onStatus?: (status: ConnectionStatus) => void;
  onRoomMessage?: (raw: string, parsed: ParsedRoomMessage | null) => void;
  onChatMessage?: (raw: string) => void;
  /** Each successful connection (the call flow counts them, docs/product.md §4). */
  onConnected?: (count: number) => void;
}

/** One realtime connection (personal or conference room) over Socket.IO. */
export class RealtimeConnection {
  private socket: Socket | null = null;
  private room: string | null = null;
  private token: string | null = null;
  private connections = 0;
  /** Counts close() calls: a socket whose client module arrives after a close is not opened. */
  private generation = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** The pending checks of waitForConnection, run at once when the socket connects. */
  private readonly connectWaiters = new Set<() => void>();
  state: ConnectionState = 'not connected';

  constructor(
    readonly label: ConnectionLabel,
    private readonly url: string,
    private readonly callbacks: ConnectionCallbacks = {},
    private readonly log: Pick<Console, 'info' | 'warn' | 'error'> = console,
  ) {}

  get currentRoom(): string | null {
    return this.room;
  }

  private setState(state: ConnectionState) {
    this.state = state;
    this.callbacks.onStatus?.({ state, room: this.room });
  }

  /** docs/product.md §5: a connection is made only with an API token; otherwise nothing happens. */
  connect(token: string | null, room: string): void {
    if (!token) return;
    this.room = withRoomPrefix(room);
    if (this.socket && this.token === token) {
      if (!this.socket.connected && !this.socket.active) this.socket.connect();
      else if (this.socket.connected) this.socket.emit(JOIN_ROOM, this.room);
      return;
    }
    if (!this.socket && this.token === token) return; // the client module is still loading
    this.close();
    this.token = token;
    this.setState('connecting');
    const generation = this.generation;
    loadSocketIoClient().then(
      ({ io }) => {
        if (generation === this.generation) this.open(io(this.url, { ...SOCKET_OPTIONS, query: { token } }));
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        this.log.warn(`[realtime:${this.label}] could not load the socket client:`, error);
        this.setState('disconnected');
      },
    );
  }

  private open(socket: Socket) {
    this.socket = socket;
    socket.on('connect', () => {
      this.connections += 1;
      this.setState('connected');
      if (this.room) socket.emit(JOIN_ROOM, this.room);
      this.callbacks.onConnected?.(this.connections);
      for (const check of [...this.connectWaiters]) check();
    });
    socket.on('disconnect', () => {
      this.setState('disconnected');
      // socket.io retries by itself unless the server closed the connection: then we do (docs/product.md §4).
      if (!socket.active) this.reconnect(1);
    });
    socket.on('connect_error', (error) =>
      this.log.warn(`[realtime:${this.label}] connect error: ${error.message}`),
    );
    socket.on(ROOM_MESSAGE, (raw: unknown) => this.receive(raw));
    socket.on(CHAT_MESSAGE, (raw: unknown) => {
      if (typeof raw === 'string') this.callbacks.onChatMessage?.(raw);
    });
    socket.on(ROOM_MESSAGE_LOG, (raw: unknown) => {
      realtimeEvents.dispatchEvent(new CustomEvent('socket-message', { detail: { label: this.label, raw } }));
    });
    socket.on(REALTIME_ERROR, (error: unknown) => this.log.warn(`[realtime:${this.label}] refused:`, error));
    socket.onAny((event: string) => {
      if (LOGGED_EVENT_PREFIXES.some((prefix) => event.startsWith(prefix)))
        this.log.info(`[realtime:${this.label}] ${event}`);
    });
    socket.connect();
  }

  private receive(raw: unknown) {
    if (typeof raw !== 'string') return;
    const parsed = parseRoomMessage(raw);
    this.callbacks.onRoomMessage?.(raw, parsed);
    if (parsed)
      realtimeEvents.dispatchEvent(
        new CustomEvent('parsed-message', { detail: { label: this.label, message: parsed } }),
      );
  }

  /** Up to 30 attempts, stopping once connected or already connecting. */
  private reconnect(attempt: number) {
    clearTimeout(this.retryTimer);
    const socket = this.socket;
    if (!socket || socket.connected || socket.active || attempt > MAX_RECONNECT_ATTEMPTS) return;
    this.setState('connecting');
    socket.connect();
    this.retryTimer = setTimeout(() => {
      if (!socket.connected) this.reconnect(attempt + 1);
    }, SOCKET_OPTIONS.reconnectionDelayMax);
  }

  /** Moves this connection to another room (the conference channel switches, docs/product.md §4). */
  switchRoom(room: string): void {
    this.room = withRoomPrefix(room);
    if (this.socket?.connected) this.socket.emit(JOIN_ROOM, this.room);
  }

  /** A new API token reconnects with it (docs/architecture.md §5). */
  updateToken(token: string): void {
    if (!this.token || token === this.token) return;
    if (this.room) this.connect(token, this.room);
  }

  /**
   * Waits for the connection: up to 20 checks 400 ms apart (docs/product.md §4), ending early when
   * it connects; true when connected.
   */
  async waitForConnection(polls = SEND_WAIT_POLLS, intervalMs = SEND_WAIT_INTERVAL_MS): Promise<boolean> {
    for (let poll = 0; poll < polls && !this.socket?.connected; poll += 1) {
      // Each check comes at its interval or as soon as the socket connects, whichever is first.
      await new Promise<void>((resolve) => {
        const check = () => {
          clearTimeout(timer);
          this.connectWaiters.delete(check);
          resolve();
        };
        const timer = setTimeout(check, intervalMs);
        this.connectWaiters.add(check);
      });
    }
    return Boolean(this.socket?.connected);
  }

  /** docs/product.md §4: sending is skipped with a logged warning when the socket is not connected. */
  broadcast(payload: BroadcastPayload): boolean {
    if (!this.socket?.connected) {
      this.log.warn(`[realtime:${this.label}] not connected: message ${payload.wrapperId} not sent`);
      return false;
    }
    this.socket.emit(BROADCAST, payload);
    return true;
  }

  /** "I am typing to `toUserId`" (docs/architecture.md §5); skipped silently when not connected. */
  sendTyping(toUserId: string): boolean {
    if (!this.socket?.connected) return false;
    this.socket.emit(TYPING, { to: toUserId });
    return true;
  }

  close(): void {
    this.generation += 1;
    clearTimeout(this.retryTimer);
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    this.socket = null;
    this.token = null;
    this.connections = 0;
    this.setState('not connected');
  }
}
