import { randomUUID } from 'node:crypto';
import { z } from '@/lib/zod';
import { USER_ID_PATTERN } from '@/lib/auth/api-token-verify';
import {
  BROADCAST,
  JOIN_ROOM,
  MAX_PAYLOAD_BYTES,
  REALTIME_ERROR,
  ROOM_MESSAGE_LOG,
  ROOM_PREFIX,
  TYPING,
  personalRoom,
  withRoomPrefix,
  type TypingNotice,
} from '@/lib/realtime/protocol';
import { MAX_ROOM_NAME_LENGTH, MAX_WRAPPER_ID_LENGTH } from './limits';
import { errorMessage, type Logger } from './logger';
import { TokenBucket } from '@/lib/rate-limit/token-bucket';
import { emitRoomMessage } from './room-message';
import { mayBroadcast, mayJoinRoom, siteRoom } from './rooms';
import { TypingThrottle } from './typing';
import type { RealtimeIo, RealtimeSocket } from './types';

export type RealtimeErrorCode =
  'bad-request' | 'forbidden-room' | 'forbidden' | 'payload-too-large' | 'rate-limited' | 'internal-error';

const roomNameSchema = z.string().min(1).max(MAX_ROOM_NAME_LENGTH);
const broadcastSchema = z.object({
  SocketIOUniqueChannelName: roomNameSchema,
  data: z.string(),
  wrapperId: z.string().max(MAX_WRAPPER_ID_LENGTH),
});
/** Only the recipient: whatever else the client sends (a `from`) is ignored. */
const typingSchema = z.object({ to: z.string().regex(USER_ID_PATTERN) });

interface HandlerContext {
  io: RealtimeIo;
  instanceName: string;
  log: Logger;
}

/** The client → server events of one authenticated socket (docs/product.md §7, docs/architecture.md §5). */
export function attachSocketHandlers(
  socket: RealtimeSocket,
  { io, instanceName, log }: HandlerContext,
): void {
  const user = socket.data;
  const bucket = new TokenBucket();
  const typing = new TypingThrottle();
  const refuse = (code: RealtimeErrorCode, details: Record<string, string> = {}) => {
    // A flood would flood the log too: rate-limit refusals are debug-level.
    log[code === 'rate-limited' ? 'debug' : 'info']('refused', {
      code,
      userId: user.userId,
      siteId: user.siteId,
      room: details.room,
    });
    socket.emit(REALTIME_ERROR, { code, ...details });
  };

  // A bad payload is an error event, never a crash and never a disconnect (docs/architecture.md §5).
  const guarded =
    (event: string, handle: (payload: unknown) => void) =>
    (payload: unknown): void => {
      try {
        if (!bucket.take()) return void refuse('rate-limited', { event });
        handle(payload);
      } catch (error) {
        log.error('handler-failed', { event, userId: user.userId, error: errorMessage(error) });
        refuse('internal-error', { event });
      }
    };

  socket.on(
    JOIN_ROOM,
    guarded(JOIN_ROOM, (name) => {
      const parsed = roomNameSchema.safeParse(name);
      if (!parsed.success) return void refuse('bad-request', { event: JOIN_ROOM });
      const room = withRoomPrefix(parsed.data);
      if (!mayJoinRoom(user.userId, room)) return void refuse('forbidden-room', { room });
      void socket.join(siteRoom(user.siteId, room));
      socket.emit(ROOM_MESSAGE_LOG, JSON.stringify({ event: 'joined', room }));
    }),
  );

  // Events outside the protocol (docs/architecture.md §5) are violations too: an error event, still rate-limited.
  socket.onAny((event: unknown) => {
    if (event === JOIN_ROOM || event === BROADCAST || event === TYPING) return;
    const name = String(event).slice(0, MAX_ROOM_NAME_LENGTH);
    guarded(name, () => refuse('bad-request', { event: name }))(undefined);
  });

  socket.on(
    BROADCAST,
    guarded(BROADCAST, (payload) => {
      const parsed = broadcastSchema.safeParse(payload);
      if (!parsed.success) return void refuse('bad-request', { event: BROADCAST });
      const { SocketIOUniqueChannelName: channel, data, wrapperId } = parsed.data;
      if (
        Buffer.byteLength(channel) + Buffer.byteLength(data) + Buffer.byteLength(wrapperId) >
        MAX_PAYLOAD_BYTES
      ) {
        return void refuse('payload-too-large', { wrapperId });
      }
      const room = `${ROOM_PREFIX}${channel}`;
      if (!mayBroadcast(user.userId, room, data)) return void refuse('forbidden', { room, wrapperId });
      emitRoomMessage(io, user.siteId, { room, sourcesrv: instanceName, wrapperId, data });
    }),
  );

  // The sender is this socket's user and the room is the recipient's on this socket's site, so a
  // notice never names anyone else as its sender and never crosses sites.
  socket.on(
    TYPING,
    guarded(TYPING, (payload) => {
      const parsed = typingSchema.safeParse(payload);
      if (!parsed.success) return void refuse('bad-request', { event: TYPING });
      if (!typing.take(parsed.data.to)) return void refuse('rate-limited', { event: TYPING });
      const notice: TypingNotice = { type: 'typing', from: user.userId };
      emitRoomMessage(io, user.siteId, {
        room: personalRoom(parsed.data.to),
        sourcesrv: instanceName,
        wrapperId: randomUUID(),
        data: JSON.stringify(notice),
      });
    }),
  );
}
