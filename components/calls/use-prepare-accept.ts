'use client';

import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { apiTokenAtom } from '@/components/auth/session-atoms';
import { preloadCallRoom } from '@/components/calls/call-room-code';
import type { PendingInvitation } from '@/lib/calls/invitation-rules';
import { defaultParticipantName, prefetchCallToken } from '@/lib/calls/token-prefetch';

/**
 * While invitations ring, what accepting one needs is fetched ahead (docs/architecture.md §6): the
 * room's code always; in the shell (`tokenServiceUrl` given), each room's join token too, so that
 * the join after an Accept does not wait for it.
 */
export function usePrepareAccept(
  pending: PendingInvitation[],
  selfId: string | null,
  tokenServiceUrl: string | undefined,
) {
  const apiToken = useAtomValue(apiTokenAtom);
  const rooms = [...new Set(pending.map((invitation) => invitation.roomName))].join(' ');

  useEffect(() => {
    if (!rooms) return;
    preloadCallRoom();
    if (!tokenServiceUrl || !selfId || !apiToken) return;
    for (const roomName of rooms.split(' ')) {
      const participantName = defaultParticipantName(selfId);
      prefetchCallToken({ tokenServiceUrl, apiToken, roomName, participantName });
    }
  }, [rooms, selfId, tokenServiceUrl, apiToken]);
}
