'use client';

import { atom, useAtom, useAtomValue } from 'jotai';
import { useEffect, useEffectEvent } from 'react';
import { callRequestAtom, type CallRequest } from '@/components/calls/call-atoms';

/** Survives the call screen unmounting, so coming back to the page never replays an old request. */
const handledRequestIdAtom = atom(0);

/**
 * Hands each new request of the invitation flow (callRequestAtom) to the call screen once. A
 * request to join waits until an API token exists, since joining needs one.
 */
export function useCallRequest(onRequest: (request: CallRequest) => void, canJoin: boolean) {
  const request = useAtomValue(callRequestAtom);
  const [handledId, setHandledId] = useAtom(handledRequestIdAtom);
  const handle = useEffectEvent((next: CallRequest) => {
    setHandledId(next.id);
    onRequest(next);
  });

  useEffect(() => {
    if (!request || request.id === handledId || (request.autoJoin && !canJoin)) return;
    // Deferred so the throwaway first mount of React's development mode cannot consume the request.
    const timer = setTimeout(() => handle(request), 0);
    return () => clearTimeout(timer);
  }, [request, handledId, canJoin]);
}
