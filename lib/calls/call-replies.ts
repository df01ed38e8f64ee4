import { newClientId } from './client-id';
import type { CallMessageType } from '@/lib/realtime/protocol';

/** A call reply broadcast into `channel` (the conference room, or the caller's personal room). */
export function callReply(
  type: CallMessageType,
  from: string,
  roomName: string,
  messageId: string,
  channel: string,
) {
  return {
    SocketIOUniqueChannelName: channel,
    data: JSON.stringify({ type, from, roomName, messageId }),
    wrapperId: newClientId(),
  };
}
