import type { RealtimeConnection } from './connection';
import { conferenceRoomName, type CallMessage, type CallMessageType } from './protocol';

/** The call-message payload for a broadcast to `toUserId`'s personal room (docs/product.md §3). */
export function callBroadcast(
  type: CallMessageType,
  from: string,
  toUserId: string,
  roomName: string,
  messageId: string,
) {
  const data: CallMessage = { type, from, roomName, messageId };
  return { SocketIOUniqueChannelName: toUserId, data: JSON.stringify(data), wrapperId: messageId };
}

/**
 * docs/product.md §7 sendInvitation(room name, callee, caller, id): waits for the connection (20 × 400 ms),
 * then sends anyway; the send itself is skipped with a warning if still not connected.
 */
export async function sendInvitation(
  connection: RealtimeConnection,
  roomName: string,
  callee: string,
  caller: string,
  id: string,
): Promise<boolean> {
  await connection.waitForConnection();
  return connection.broadcast(
    callBroadcast('callInvitation', caller, callee, roomName || conferenceRoomName(caller, callee), id),
  );
}
