'use client';

import { useAtomValue } from 'jotai';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { sessionConfigAtom } from '@/components/auth/session-atoms';
import type { Locale } from '@/lib/i18n/locales';
import { CallStatus } from './call-status';
import { InvitationSnackbar } from './invitation-snackbar';
import { useConferenceConnection } from './use-conference-connection';
import { useIncomingInvitations } from './use-incoming-invitations';
import { useOutgoingCall } from './use-outgoing-call';
import { usePrepareAccept } from './use-prepare-accept';

const USER_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * docs/product.md §2.7 the always-present call area (of the shell, and of the public pages through
 * PublicCallIsland): reads `to` from the call page's
 * query, runs the caller's and the recipient's side of the invitation flow, and shows the status.
 */
export function CallArea({
  locale,
  urlTemplate,
  showStatus = true,
  tokenServiceUrl,
}: {
  locale: Locale;
  urlTemplate: string;
  /** The public pages show invitations only: no status line in their header. */
  showStatus?: boolean;
  /** In the shell: a ringing invitation's join token is fetched ahead from here. */
  tokenServiceUrl?: string;
}) {
  const session = useAtomValue(sessionConfigAtom);
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const to = searchParams.get('to');
  const calleeId = pathname.endsWith('/my-call') && to && USER_ID.test(to) ? to : null;
  const selfId = session?.userId ?? null;

  // The conference connection reports connection events to the caller's side, created after it.
  const outgoingRef = useRef<(() => void) | null>(null);
  const onConnected = useCallback(() => outgoingRef.current?.(), []);
  const conference = useConferenceConnection(Boolean(session), urlTemplate, onConnected);
  const { onConferenceConnected } = useOutgoingCall(selfId, calleeId, conference);
  useEffect(() => {
    outgoingRef.current = onConferenceConnected;
  });
  const { pending, accept, decline } = useIncomingInvitations(selfId, locale);
  usePrepareAccept(pending, selfId, tokenServiceUrl);

  if (!session) return null;
  return (
    <>
      {showStatus ? <CallStatus /> : null}
      <InvitationSnackbar
        invitations={pending}
        onAccept={(invitation) => void accept(invitation)}
        onDecline={decline}
      />
    </>
  );
}
