'use client';

import { useAtomValue } from 'jotai';
import { LoaderCircle } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useState } from 'react';
import { callRequestAtom, outgoingCallAtom, type CallRequest } from '@/components/calls/call-atoms';
import { apiTokenAtom } from '@/components/auth/session-atoms';
import { useLiveAtomValue } from '@/components/realtime/use-live-atom-value';
import { defaultParticipantName, prefetchCallToken } from '@/lib/calls/token-prefetch';
import { conferenceParticipants, conferenceRoomName } from '@/lib/realtime/protocol';
import type { CallDevices } from './connect-call-room';
import { PreJoinPane } from './pre-join-pane';
import { preloadCallRoom } from './call-room-code';
import { useCallRoom } from './use-call-room';
import { useCallRequest } from './use-call-request';
import { useMemberName } from './use-member-name';

// docs/architecture.md §8: the LiveKit components arrive with the click on "Join a call", not with the page.
const InRoomPane = dynamic(() => import('./in-room-pane').then((module) => module.InRoomPane), {
  ssr: false,
  loading: OpeningRoom,
});

function OpeningRoom() {
  const t = useTranslations('Call');
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground">
      <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
      {t('openingRoom')}
    </p>
  );
}

export interface CallScreenProps {
  selfId: string;
  selfName: string;
  /** The callee's user id from `?to=`, already validated. */
  to: string | null;
  /** A room from `?room=`, already validated. */
  room: string | null;
  livekitUrl: string;
  tokenServiceUrl: string;
  diagnosticsHref: string;
  /** `/login?redirecturl=` this page. */
  loginHref: string;
}

const NO_DEVICES: CallDevices = { videoDeviceId: '', audioDeviceId: '', audioOutputDeviceId: '' };

/** The other member of a two-person room name, if any. */
function peerOf(roomName: string, selfId: string): string | null {
  const pair = conferenceParticipants(roomName);
  return pair?.find((id) => id !== selfId) ?? null;
}

/** docs/product.md §2.7 conference view: the pre-join pane until the user joins, then the in-room pane. */
export function CallScreen({
  selfId,
  selfName,
  to,
  room,
  livekitUrl,
  tokenServiceUrl,
  diagnosticsHref,
  loginHref,
}: CallScreenProps) {
  // docs/product.md §3 defaults: the room is {caller}_{callee}, the participant 'Participant' + the caller's id.
  const suggestedRoom = room ?? (to ? conferenceRoomName(selfId, to) : '');
  const [roomName, setRoomName] = useState(suggestedRoom);
  const [suggestionShown, setSuggestionShown] = useState(suggestedRoom);
  if (suggestionShown !== suggestedRoom) {
    // A new `?to=` or `?room=` on the same page replaces the field's value.
    setSuggestionShown(suggestedRoom);
    setRoomName(suggestedRoom);
  }
  const [participantName, setParticipantName] = useState(defaultParticipantName(selfId));
  const [devices, setDevices] = useState<CallDevices>(NO_DEVICES);
  const call = useCallRoom({ tokenServiceUrl, livekitUrl, loginHref });
  const peerName = useMemberName(to ?? peerOf(suggestedRoom, selfId));
  const outgoing = useLiveAtomValue(outgoingCallAtom);

  // An accepted call joins as soon as the page is up.
  const request = useAtomValue(callRequestAtom);
  const acceptedCall = Boolean(request?.autoJoin);
  const [acceptedRoom, setAcceptedRoom] = useState<string | null>(null);
  // Placing a call or opening a room: the join is near, so its code and token come now.
  const apiToken = useAtomValue(apiTokenAtom);
  const prefetchToken = useEffectEvent((roomName: string) => {
    const participantName = defaultParticipantName(selfId);
    if (apiToken && !acceptedCall)
      prefetchCallToken({ tokenServiceUrl, apiToken, roomName, participantName });
  });
  const signedIn = Boolean(apiToken);
  useEffect(() => {
    if (!suggestedRoom) return;
    preloadCallRoom();
    if (signedIn) prefetchToken(suggestedRoom);
  }, [suggestedRoom, signedIn]);

  const joinRoom = (name: string) =>
    void call.join({ roomName: name.trim(), participantName: participantName.trim(), devices });

  useCallRequest((request: CallRequest) => {
    setRoomName(request.roomName);
    const alreadyThere = call.phase !== 'idle' && call.roomName === request.roomName;
    if (request.autoJoin && !alreadyThere) {
      setAcceptedRoom(request.roomName);
      joinRoom(request.roomName);
    }
  }, call.canJoin);

  // An accepted call shows no pre-join pane (nor its preview, whose camera the room is about to take).
  const openingAccepted =
    (acceptedCall && call.phase === 'idle') || (call.phase === 'joining' && call.roomName === acceptedRoom);
  if (openingAccepted) return <OpeningRoom />;
  if (call.phase === 'inRoom' && call.room) {
    return (
      <InRoomPane
        room={call.room}
        roomName={call.roomName ?? roomName}
        selfName={selfName}
        peerName={peerName}
        problems={call.mediaProblems}
        onProblem={call.reportMediaProblem}
        onDismissProblems={call.dismissMediaProblems}
        onLeave={call.leave}
      />
    );
  }
  return (
    <PreJoinPane
      roomName={roomName}
      onRoomNameChange={setRoomName}
      participantName={participantName}
      onParticipantNameChange={setParticipantName}
      devices={devices}
      onDevicesChange={setDevices}
      selfName={selfName}
      peerName={peerName}
      outgoingPhase={to && outgoing?.calleeId === to ? outgoing.phase : null}
      problem={call.problem}
      joining={call.phase === 'joining'}
      canJoin={call.canJoin}
      diagnosticsHref={diagnosticsHref}
      loginHref={loginHref}
      onJoin={() => joinRoom(roomName)}
      onPrepareJoin={preloadCallRoom}
      focusTitle={call.returned}
    />
  );
}
