/*
 * The realtime wire protocol (docs/product.md §3/§7, docs/architecture.md §5), shared by the Socket.IO server (realtime/)
 * and the browser client (lib/realtime). Keep the wire names exactly.
 */

export const SOCKET_PATH = '/socket.io';
export const ROOM_PREFIX = 'room_';

/** Client → server. */
export const JOIN_ROOM = 'join-room';
export const BROADCAST = 'AuctionStreamAdapter_BROADCAST';
/** `{to: userId}`: "I am typing to you"; the server names the sender (docs/architecture.md §5). */
export const TYPING = 'typing';

/** Server → client. */
export const ROOM_MESSAGE = 'room-message';
export const CHAT_MESSAGE = 'chatMessage';
export const ROOM_MESSAGE_LOG = 'room-message-log';
/** Refusals (bad room, forged sender, too large, too fast): an event, never a disconnect. */
export const REALTIME_ERROR = 'realtime-error';
/** Channel families the client only logs (docs/product.md §7). */
export const LOGGED_EVENT_PREFIXES = ['EMITER_', 'BEMITER_', 'REMITER_', 'ALLEMITER_', 'EEMITER_'] as const;

/** docs/architecture.md §5: payload ≤ 8 KiB. */
export const MAX_PAYLOAD_BYTES = 8 * 1024;

export const CALL_MESSAGE_TYPES = ['callInvitation', 'acceptcallInvitation', 'rejectcallInvitation'] as const;
export type CallMessageType = (typeof CALL_MESSAGE_TYPES)[number];

/** docs/product.md §3 broadcast payload. */
export interface BroadcastPayload {
  /** The room name without the `room_` prefix. */
  SocketIOUniqueChannelName: string;
  /** A string; call messages carry JSON here. */
  data: string;
  wrapperId: string;
}

/** What a `room-message` carries, as a JSON string; `data` is itself a JSON string. */
export interface RoomMessage {
  room: string;
  sourcesrv: string;
  wrapperId: string;
  data: string;
}

/** docs/product.md §3 call invitation and replies (the content of `data`). */
export interface CallMessage {
  type: CallMessageType;
  from: string;
  roomName: string;
  messageId: string;
}

/** The app's push when a message is stored for someone (docs/architecture.md §5: the DB stays the truth). */
export interface InboxNotice {
  type: 'message';
  messageId: string;
  senderName: string;
}

/** What the server relays for a `typing` event: `from` is the sender's socket user, never the payload's. */
export interface TypingNotice {
  type: 'typing';
  from: string;
}

/** The server relays at most one `typing` a second from a socket to one member; clients send every few seconds. */
export const TYPING_MIN_INTERVAL_MS = 1_000;

export function isTypingNotice(value: unknown): value is TypingNotice {
  if (!value || typeof value !== 'object') return false;
  const notice = value as Record<string, unknown>;
  return notice.type === 'typing' && typeof notice.from === 'string';
}

/** `join-room` accepts a name with or without the prefix (docs/product.md §4). */
export function withRoomPrefix(name: string): string {
  return name.startsWith(ROOM_PREFIX) ? name : `${ROOM_PREFIX}${name}`;
}

export const personalRoom = (userId: string) => `${ROOM_PREFIX}${userId}`;

/** docs/product.md §3: the conference room name is `{caller}_{callee}`. */
export const conferenceRoomName = (caller: string, callee: string) => `${caller}_${callee}`;

/** The two user ids a conference room name joins, or null when it is not one. */
export function conferenceParticipants(roomName: string): [string, string] | null {
  const parts = roomName.replace(ROOM_PREFIX, '').split('_');
  return parts.length === 2 && parts[0] && parts[1] ? [parts[0], parts[1]] : null;
}

/** Parses a JSON string; bad JSON gives null, never a throw (docs/product.md §3). */
export function parseJson<T = unknown>(text: unknown): T | null {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function isCallMessage(value: unknown): value is CallMessage {
  if (!value || typeof value !== 'object') return false;
  const message = value as Record<string, unknown>;
  return (
    (CALL_MESSAGE_TYPES as readonly unknown[]).includes(message.type) &&
    typeof message.from === 'string' &&
    typeof message.roomName === 'string' &&
    typeof message.messageId === 'string'
  );
}
