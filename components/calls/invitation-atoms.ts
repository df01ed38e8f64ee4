import { atom } from 'jotai';
import type { PendingInvitation } from '@/lib/calls/invitation-rules';

export const pendingInvitationsAtom = atom<PendingInvitation[]>([]);
/** Names of the people who may call, for the snackbar (user id → display name), when known. */
export const missedCallsAtom = atom<PendingInvitation[]>([]);
