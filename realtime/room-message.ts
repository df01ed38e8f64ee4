import { ROOM_MESSAGE, type RoomMessage } from '@/lib/realtime/protocol';
import { siteRoom } from './rooms';
import type { RealtimeIo } from './types';

/** Emits a `room-message` (a JSON string, docs/product.md §3) to every socket of that site in that room. */
export function emitRoomMessage(io: RealtimeIo, siteId: string, message: RoomMessage): void {
  io.to(siteRoom(siteId, message.room)).emit(ROOM_MESSAGE, JSON.stringify(message));
}
