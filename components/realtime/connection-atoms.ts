import { atom } from 'jotai';
import type { RealtimeConnection } from '@/lib/realtime/connection';

/** The live connections, for the features that send through them (calls). */
export const personalConnectionRefAtom = atom<RealtimeConnection | null>(null);
export const conferenceConnectionRefAtom = atom<RealtimeConnection | null>(null);
