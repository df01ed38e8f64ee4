'use client';

import { useAtom } from 'jotai';
import { useEffect, useEffectEvent } from 'react';
import { callRequestAtom, type CallRequest } from '@/components/calls/call-atoms';
import { INVITATION_TIMEOUT_MS } from '@/lib/constants';

/**
 * Hands each new request of the invitation flow (callRequestAtom) to the call screen once, then
 * forgets it, so coming back to the page never replays it. A request to join waits until an API token exists, since joining needs one.
 */
export function useCallRequest(onRequest: (request: CallRequest) => void, canJoin: boolean) {
  const [request, setRequest] = useAtom(callRequestAtom);
  const handle = useEffectEvent((next: CallRequest) => {
    setRequest(null);
    // One left over from a page that never got to the call screen is not acted on later.
    if (Date.now() - next.id <= INVITATION_TIMEOUT_MS) onRequest(next);
  });

  useEffect(() => {
    if (!request || (request.autoJoin && !canJoin)) return;
    // Deferred so the throwaway first mount of React's development mode cannot consume the request.
    const timer = setTimeout(() => handle(request), 0);
    return () => clearTimeout(timer);
  }, [request, canJoin]);
}
