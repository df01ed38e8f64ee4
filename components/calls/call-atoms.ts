import { atom } from 'jotai';

/** Ask the call screen to open a room, joining at once when the user already said yes (docs/product.md §4). */
export interface CallRequest {
  roomName: string;
  autoJoin: boolean;
  /** A new value for each request, so the same room can be asked for twice. */
  id: number;
}

export const callRequestAtom = atom<CallRequest | null>(null);

/** The caller's side of the current call: ringing until accepted, declined or missed. */
export type OutgoingPhase = 'ringing' | 'accepted' | 'declined' | 'missed';
export interface OutgoingCall {
  calleeId: string;
  roomName: string;
  phase: OutgoingPhase;
}
export const outgoingCallAtom = atom<OutgoingCall | null>(null);
