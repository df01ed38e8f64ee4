import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Ask the call screen to open a room, joining at once when the user already said yes (docs/product.md §4). */
export interface CallRequest {
  roomName: string;
  autoJoin: boolean;
  /** When it was made (ms): a new value for each request, so the same room can be asked for twice. */
  id: number;
}

/** The tab's session storage; on the server, or where storage is refused, none. */
function tabStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    return window.sessionStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
}

/**
 * Kept in the tab's session storage until the call screen handles it: accepting on a public page
 * opens the call page as a new document (another root layout), which must still join at once.
 */
export const callRequestAtom = atomWithStorage<CallRequest | null>(
  'call-request',
  null,
  createJSONStorage(tabStorage),
);

/** The caller's side of the current call: ringing until accepted, declined or missed. */
export type OutgoingPhase = 'ringing' | 'accepted' | 'declined' | 'missed';
export interface OutgoingCall {
  calleeId: string;
  roomName: string;
  phase: OutgoingPhase;
}
export const outgoingCallAtom = atom<OutgoingCall | null>(null);
