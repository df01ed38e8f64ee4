'use client';

import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { apiTokenAtom } from '@/components/auth/session-atoms';
import { callRequestAtom, outgoingCallAtom } from '@/components/calls/call-atoms';
import { newClientId } from '@/lib/calls/client-id';
import { callMessageOf, connectionsBeforeInviting } from '@/lib/calls/invitation-rules';
import { INVITATION_TIMEOUT_MS } from '@/lib/constants';
import type { RealtimeConnection } from '@/lib/realtime/connection';
import { realtimeEvents } from '@/lib/realtime/connection';
import { sendInvitation } from '@/lib/realtime/invitations';
import type { ParsedRoomMessage } from '@/lib/realtime/messages';
import { conferenceRoomName } from '@/lib/realtime/protocol';
import { personalConnectionAtom } from '@/components/realtime/realtime-atoms';

/**
 * The caller's side (docs/product.md §4 call flow): join the conference channel `{me}_{callee}`, send the
 * invitation once it is connected (after 2 connection events when calling oneself, else 1), then
 * follow the answer: accept → join the room from the reply; reject → declined; silence → missed.
 */
export function useOutgoingCall(
  selfId: string | null,
  calleeId: string | null,
  conference: RealtimeConnection | null,
) {
  const token = useAtomValue(apiTokenAtom);
  const [outgoing, setOutgoing] = useAtom(outgoingCallAtom);
  const requestCall = useSetAtom(callRequestAtom);
  const personal = useAtomValue(personalConnectionAtom);
  const connections = useRef(0);
  const sent = useRef<string | null>(null);
  const roomName = selfId && calleeId ? conferenceRoomName(selfId, calleeId) : null;

  useEffect(() => {
    if (!conference || !token || !roomName || !calleeId) return;
    setOutgoing({ calleeId, roomName, phase: 'ringing' });
    connections.current = 0;
    sent.current = null;
    conference.connect(token, roomName);
  }, [conference, token, roomName, calleeId, setOutgoing]);

  /** Called for every conference connection event (see CallArea). */
  const onConferenceConnected = () => {
    if (!conference || !selfId || !calleeId || !roomName || sent.current === roomName) return;
    connections.current += 1;
    // Calling oneself: the personal connection's own connection event counts too (docs/product.md §4).
    const events = connections.current + (selfId === calleeId && personal.state === 'connected' ? 1 : 0);
    if (events < connectionsBeforeInviting(selfId, calleeId)) return;
    sent.current = roomName;
    void sendInvitation(conference, roomName, calleeId, selfId, newClientId());
  };

  useEffect(() => {
    if (!roomName || !calleeId || outgoing?.phase !== 'ringing') return;
    const timer = setTimeout(
      () => setOutgoing((call) => (call?.phase === 'ringing' ? { ...call, phase: 'missed' } : call)),
      INVITATION_TIMEOUT_MS,
    );
    const onMessage = (event: Event) => {
      const call = callMessageOf((event as CustomEvent<{ message: ParsedRoomMessage }>).detail.message);
      if (!call || call.roomName !== roomName || call.from !== calleeId) return;
      if (call.type === 'acceptcallInvitation') {
        setOutgoing((current) => (current ? { ...current, phase: 'accepted' } : current));
        // docs/product.md §4 step 5: join-on-accept switches to the room in the message and joins.
        requestCall({ roomName: call.roomName, autoJoin: true, id: Date.now() });
      } else if (call.type === 'rejectcallInvitation') {
        setOutgoing((current) => (current ? { ...current, phase: 'declined' } : current));
      }
    };
    realtimeEvents.addEventListener('parsed-message', onMessage);
    return () => {
      clearTimeout(timer);
      realtimeEvents.removeEventListener('parsed-message', onMessage);
    };
  }, [roomName, calleeId, outgoing?.phase, setOutgoing, requestCall]);

  return { onConferenceConnected, roomName };
}
