'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import type { Room } from 'livekit-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiTokenAtom, clearSessionAtom } from '@/components/auth/session-atoms';
import { mediaErrorKey, type MediaErrorKey } from '@/lib/calls/media-errors';
import { CallTokenForbidden } from '@/lib/calls/token-client';
import { takeCallToken } from '@/lib/calls/token-prefetch';
import type { CallDevices } from './connect-call-room';
import {
  CONNECT_TIMEOUT_MS,
  joinProblem,
  TOKEN_TIMEOUT_MS,
  type CallProblem,
  type InRoomProblemKey,
} from './join-errors';
import { loadRoomCode } from './call-room-code';

export type CallPhase = 'idle' | 'joining' | 'inRoom';

export interface JoinRequest {
  roomName: string;
  participantName: string;
  devices: CallDevices;
}

interface CallRoomState {
  phase: CallPhase;
  /** The room being joined or joined. */
  roomName: string | null;
  room: Room | null;
  /** Why the last join failed or the last call ended; shown in the pre-join pane. */
  problem: CallProblem | null;
  /** Camera, microphone or screen problems while in the room. */
  mediaProblems: InRoomProblemKey[];
  /** Back from a room (left or ended), so the pre-join pane takes the focus the in-room pane had. */
  returned: boolean;
}

const IDLE: CallRoomState = {
  phase: 'idle',
  roomName: null,
  room: null,
  problem: null,
  mediaProblems: [],
  returned: false,
};

interface CallRoomOptions {
  tokenServiceUrl: string;
  /** Used when the token service does not name the SFU itself. */
  livekitUrl: string;
  loginHref: string;
}

/** docs/product.md §4 joining and leaving: token → connect (bounded) → camera and microphone; every exit disconnects. */
export function useCallRoom({ tokenServiceUrl, livekitUrl, loginHref }: CallRoomOptions) {
  const apiToken = useAtomValue(apiTokenAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const [state, setState] = useState<CallRoomState>(IDLE);
  const roomRef = useRef<Room | null>(null);
  // Each join or leave bumps this, so a slower, older attempt knows it must give up.
  const attemptRef = useRef(0);

  const disconnect = useCallback(() => {
    attemptRef.current += 1;
    const room = roomRef.current;
    roomRef.current = null;
    void room?.disconnect();
  }, []);

  const leave = useCallback(() => {
    disconnect();
    setState((current) => ({ ...IDLE, returned: current.phase === 'inRoom' }));
  }, [disconnect]);

  const reportMediaProblem = useCallback((key: InRoomProblemKey) => {
    setState((current) =>
      current.mediaProblems.includes(key)
        ? current
        : { ...current, mediaProblems: [...current.mediaProblems, key] },
    );
  }, []);

  const join = useCallback(
    async ({ roomName, participantName, devices }: JoinRequest) => {
      if (!apiToken) return;
      disconnect();
      const attempt = attemptRef.current;
      const isCurrent = () => attemptRef.current === attempt;
      setState({ ...IDLE, phase: 'joining', roomName });
      let room: Room | null = null;
      try {
        const signal = AbortSignal.timeout(TOKEN_TIMEOUT_MS);
        const [roomCode, grant] = await Promise.all([
          loadRoomCode(),
          takeCallToken({ tokenServiceUrl, apiToken, roomName, participantName, signal }),
        ]);
        if (!isCurrent()) return;
        room = roomCode.createCallRoom(devices);
        roomRef.current = room;
        await roomCode.connectWithin(room, grant.url ?? livekitUrl, grant.token, CONNECT_TIMEOUT_MS);
        if (!isCurrent()) return void room.disconnect();
        const joined = room;
        roomCode.onRoomEnded(joined, (reason) => {
          if (roomRef.current !== joined) return;
          roomRef.current = null;
          setState({ ...IDLE, problem: reason ? { key: reason } : null, returned: true });
        });
        setState({ ...IDLE, phase: 'inRoom', roomName, room: joined });
        await enableCameraAndMicrophone(joined, (key) => isCurrent() && reportMediaProblem(key));
      } catch (error) {
        if (!isCurrent()) return;
        console.error('There was an error connecting to the room:', error);
        roomRef.current = null;
        void room?.disconnect();
        if (error instanceof CallTokenForbidden) {
          // docs/product.md §8: the API token is no longer accepted, so forget the session and sign in again.
          clearSession();
          window.location.assign(loginHref);
          return;
        }
        setState({ ...IDLE, problem: joinProblem(error) });
      }
    },
    [apiToken, tokenServiceUrl, livekitUrl, loginHref, disconnect, clearSession, reportMediaProblem],
  );

  useEffect(() => disconnect, [disconnect]);

  return {
    ...state,
    canJoin: Boolean(apiToken),
    join,
    leave,
    reportMediaProblem,
    dismissMediaProblems: useCallback(() => setState((current) => ({ ...current, mediaProblems: [] })), []),
  };
}

/** A missing camera must not cost the call its sound, so each device starts on its own. */
async function enableCameraAndMicrophone(room: Room, report: (key: MediaErrorKey) => void) {
  const [microphone, camera] = await Promise.allSettled([
    room.localParticipant.setMicrophoneEnabled(true),
    room.localParticipant.setCameraEnabled(true),
  ]);
  if (microphone.status === 'rejected') {
    console.error('Could not start the microphone:', microphone.reason);
    report(mediaErrorKey(microphone.reason, 'mic'));
  }
  if (camera.status === 'rejected') {
    console.error('Could not start the camera:', camera.reason);
    report(mediaErrorKey(camera.reason, 'camera'));
  }
}
