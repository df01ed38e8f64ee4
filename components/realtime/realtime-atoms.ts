import { atom } from 'jotai';
import type { ConnectionStatus } from '@/lib/realtime/connection-state';

const initial: ConnectionStatus = { state: 'not connected', room: null };

/** The personal room connection (`room_{userId}`) and the conference room connection. */
export const personalConnectionAtom = atom<ConnectionStatus>(initial);
export const conferenceConnectionAtom = atom<ConnectionStatus>(initial);

/** docs/product.md §3: raw realtime messages (JSON strings) as received; removed by wrapperId. */
export const roomMessagesAtom = atom<string[]>([]);

/** Increments each time the app pushes "a message was stored for you". */
export const inboxNoticesAtom = atom(0);

/** The latest "typing" notice for the viewer: who, and when it arrived (ms). */
export const typingNoticeAtom = atom<{ from: string; at: number } | null>(null);
