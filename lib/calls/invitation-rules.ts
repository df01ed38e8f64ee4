import type { ParsedRoomMessage } from '@/lib/realtime/messages';
import { conferenceParticipants, isCallMessage, type CallMessage } from '@/lib/realtime/protocol';

export interface PendingInvitation {
  from: string;
  roomName: string;
  messageId: string;
  receivedAt: number;
}

/** The call message inside a room message, if it is one. */
export function callMessageOf(message: ParsedRoomMessage): CallMessage | null {
  return isCallMessage(message.data) ? message.data : null;
}

/**
 * docs/product.md §5: only invitations (type callInvitation) not sent by the current user are shown, and
 * only for a conference room that names both the sender and me (anything else is forged).
 */
export function acceptInvitation(
  list: readonly PendingInvitation[],
  message: CallMessage,
  selfId: string,
  now: number,
): PendingInvitation[] {
  if (message.type !== 'callInvitation' || message.from === selfId) return [...list];
  const participants = conferenceParticipants(message.roomName);
  if (!participants || !participants.includes(message.from) || !participants.includes(selfId))
    return [...list];
  if (list.some((pending) => pending.messageId === message.messageId)) return [...list];
  return [
    ...list,
    { from: message.from, roomName: message.roomName, messageId: message.messageId, receivedAt: now },
  ];
}

export function withoutInvitation(
  list: readonly PendingInvitation[],
  messageId: string,
): PendingInvitation[] {
  return list.filter((pending) => pending.messageId !== messageId);
}

/** Invitations older than the snackbar timeout are missed calls. */
export function expiredInvitations(
  list: readonly PendingInvitation[],
  now: number,
  timeoutMs: number,
): PendingInvitation[] {
  return list.filter((pending) => now - pending.receivedAt >= timeoutMs);
}

/** docs/product.md §4: the caller sends after 2 connection events when calling themselves, else after 1. */
export function connectionsBeforeInviting(callerId: string, calleeId: string): number {
  return callerId === calleeId ? 2 : 1;
}
