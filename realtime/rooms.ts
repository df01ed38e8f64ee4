import {
  ROOM_PREFIX,
  conferenceParticipants,
  isCallMessage,
  parseJson,
  personalRoom,
} from '@/lib/realtime/protocol';

/** docs/architecture.md §5: rooms are namespaced by site, so the same room name on two sites never mixes. */
export const siteRoom = (siteId: string, room: string) => `${siteId}:${room}`;

/**
 * Rooms the server puts every socket in, by site, user and session, so that the app can close
 * them (POST /internal/disconnect). Clients cannot join them: their room names start with `room_`.
 */
export const userSocketsRoom = (siteId: string, userId: string) => `${siteId}:user:${userId}`;
export const sessionSocketsRoom = (siteId: string, sessionKey: string) => `${siteId}:session:${sessionKey}`;

const namesUser = (roomName: string, userId: string) =>
  conferenceParticipants(roomName)?.includes(userId) ?? false;

/** `join-room` is only for the user's own personal room or a conference room naming them. */
export function mayJoinRoom(userId: string, room: string): boolean {
  return room === personalRoom(userId) || namesUser(room, userId);
}

/** `room_{id}` with a single id (no `_`): someone's personal room. */
function isPersonalRoom(room: string): boolean {
  const id = room.slice(ROOM_PREFIX.length);
  return room.startsWith(ROOM_PREFIX) && id.length > 0 && !id.includes('_');
}

/**
 * docs/architecture.md §5: a user broadcasts to the rooms they may join; into another user's personal room only
 * a call message (invitation or reply) that they sent (`from`) about a room naming them.
 */
export function mayBroadcast(userId: string, room: string, data: string): boolean {
  if (mayJoinRoom(userId, room)) return true;
  if (!isPersonalRoom(room)) return false;
  const message = parseJson(data);
  return isCallMessage(message) && message.from === userId && namesUser(message.roomName, userId);
}
