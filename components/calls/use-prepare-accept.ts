'use client';

import { useAtomValue } from 'jotai';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { apiTokenAtom } from '@/components/auth/session-atoms';
import { preloadCallRoom } from '@/components/calls/call-room-code';
import type { PendingInvitation } from '@/lib/calls/invitation-rules';
import { defaultParticipantName, prefetchCallToken } from '@/lib/calls/token-prefetch';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';

/**
 * While invitations ring, what accepting one needs is fetched ahead (docs/architecture.md §6): the
 * room's code always; in the shell (`tokenServiceUrl` given), the call page and each room's join
 * token too, so that an Accept goes straight to the SFU.
 */
export function usePrepareAccept(
  pending: PendingInvitation[],
  selfId: string | null,
  locale: Locale,
  tokenServiceUrl: string | undefined,
) {
  const apiToken = useAtomValue(apiTokenAtom);
  const router = useRouter();
  const rooms = [...new Set(pending.map((invitation) => invitation.roomName))].join(' ');

  useEffect(() => {
    if (!rooms) return;
    preloadCallRoom();
    if (!tokenServiceUrl || !selfId || !apiToken) return;
    for (const roomName of rooms.split(' ')) {
      router.prefetch(localePath(locale, { pathname: '/my-call', query: { room: roomName } }));
      const participantName = defaultParticipantName(selfId);
      prefetchCallToken({ tokenServiceUrl, apiToken, roomName, participantName });
    }
  }, [rooms, selfId, locale, tokenServiceUrl, apiToken, router]);
}
