'use client';

import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { apiTokenAtom } from '@/components/auth/session-atoms';
import { callRequestAtom } from '@/components/calls/call-atoms';
import { callReply } from '@/lib/calls/call-replies';
import { missedCallsAtom, pendingInvitationsAtom } from '@/components/calls/invitation-atoms';
import {
  acceptInvitation,
  callMessageOf,
  expiredInvitations,
  withoutInvitation,
  type PendingInvitation,
} from '@/lib/calls/invitation-rules';
import { INVITATION_TIMEOUT_MS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { realtimeEvents, type RealtimeConnection } from '@/lib/realtime/connection';
import {
  conferenceConnectionRefAtom,
  personalConnectionRefAtom,
} from '@/components/realtime/connection-atoms';
import type { ParsedRoomMessage } from '@/lib/realtime/messages';
import { withRoomPrefix } from '@/lib/realtime/protocol';

/**
 * The recipient's side (docs/product.md §4 steps 2–4): collect invitations from the personal room, expire
 * them after 30 s (missed calls), accept through the invitation's conference channel or decline.
 */
export function useIncomingInvitations(selfId: string | null, locale: Locale) {
  const [pending, setPending] = useAtom(pendingInvitationsAtom);
  const setMissed = useSetAtom(missedCallsAtom);
  const requestCall = useSetAtom(callRequestAtom);
  const token = useAtomValue(apiTokenAtom);
  const personal = useAtomValue(personalConnectionRefAtom);
  const conference = useAtomValue(conferenceConnectionRefAtom);
  const router = useRouter();

  useEffect(() => {
    if (!selfId) return;
    const onMessage = (event: Event) => {
      const call = callMessageOf((event as CustomEvent<{ message: ParsedRoomMessage }>).detail.message);
      if (call) setPending((list) => acceptInvitation(list, call, selfId, Date.now()));
    };
    realtimeEvents.addEventListener('parsed-message', onMessage);
    return () => realtimeEvents.removeEventListener('parsed-message', onMessage);
  }, [selfId, setPending]);

  useEffect(() => {
    if (!pending.length) return;
    const oldest = Math.min(...pending.map((invitation) => invitation.receivedAt));
    const timer = setTimeout(
      () => {
        const expired = expiredInvitations(pending, Date.now(), INVITATION_TIMEOUT_MS);
        setMissed((list) => [...list, ...expired]);
        setPending((list) => list.filter((invitation) => !expired.includes(invitation)));
      },
      Math.max(0, oldest + INVITATION_TIMEOUT_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [pending, setPending, setMissed]);

  const accept = async (invitation: PendingInvitation) => {
    if (!selfId || !conference) return;
    const previous = conference.currentRoom;
    const target = withRoomPrefix(invitation.roomName);
    if (previous !== target) await switchTo(conference, token, invitation.roomName);
    await conference.waitForConnection();
    conference.broadcast(
      callReply(
        'acceptcallInvitation',
        selfId,
        invitation.roomName,
        invitation.messageId,
        invitation.roomName,
      ),
    );
    if (previous && previous !== target) conference.switchRoom(previous);
    setPending((list) => withoutInvitation(list, invitation.messageId));
    requestCall({ roomName: invitation.roomName, autoJoin: true, id: Date.now() });
    router.push(localePath(locale, { pathname: '/my-call', query: { room: invitation.roomName } }));
  };

  const decline = (invitation: PendingInvitation) => {
    if (!selfId) return;
    personal?.broadcast(
      callReply('rejectcallInvitation', selfId, invitation.roomName, invitation.messageId, invitation.from),
    );
    setPending((list) => withoutInvitation(list, invitation.messageId));
  };

  return { pending, accept, decline };
}

/** Joins the invitation's conference channel for the reply (connecting first when needed). */
async function switchTo(conference: RealtimeConnection, token: string | null, roomName: string) {
  if (conference.state === 'connected') conference.switchRoom(roomName);
  else conference.connect(token, roomName);
}
