import type { MediaErrorKey } from '@/lib/calls/media-errors';
import { CallTokenError } from '@/lib/calls/token-client';
import type { MessageKey } from '@/lib/i18n/message-keys';

/** docs/architecture.md §6: a join that has not connected by then is reported, never left hanging. */
export const CONNECT_TIMEOUT_MS = 8_000;
export const TOKEN_TIMEOUT_MS = 10_000;

/** Why a call ended without the user pressing Leave (a `Call` message key). */
export type RoomEndReason = 'connectionLost' | 'joinedElsewhere' | 'callEnded' | 'removedFromCall';

/** A device problem while in the room (a `Call` message key). */
export type InRoomProblemKey = MediaErrorKey | 'screenShareFailed';

/** A translated problem shown on the call screen: a `Call` key, its values, and whether the connection test helps. */
export interface CallProblem {
  key: MessageKey<'Call'>;
  values?: Record<string, string>;
  offerDiagnostics?: boolean;
}

/** The SFU did not answer in time or refused the network connection. */
export class SfuUnreachableError extends Error {
  readonly name = 'SfuUnreachableError';
  constructor(options?: { cause?: unknown }) {
    super('The video server does not answer', options);
  }
}

export function joinProblem(error: unknown): CallProblem {
  if (error instanceof SfuUnreachableError) return { key: 'sfuUnreachable', offerDiagnostics: true };
  if (error instanceof CallTokenError) {
    return error.status === 0
      ? { key: 'tokenUnreachable' }
      : { key: 'tokenFailed', values: { errorMessage: error.errorMessage } };
  }
  return { key: 'connectFailed', offerDiagnostics: true };
}
