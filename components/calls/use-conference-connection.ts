'use client';

import { useAtom, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useRealtimeConnection } from '@/components/realtime/use-realtime-connection';
import { conferenceConnectionRefAtom } from '@/components/realtime/connection-atoms';
import { conferenceConnectionAtom, roomMessagesAtom } from '@/components/realtime/realtime-atoms';

/** The conference-room connection (docs/product.md §4), created for a signed-in member and closed on unload. */
export function useConferenceConnection(
  enabled: boolean,
  urlTemplate: string,
  onConnected: (count: number) => void,
) {
  const [connection, setConnection] = useAtom(conferenceConnectionRefAtom);
  const setStatus = useSetAtom(conferenceConnectionAtom);
  const setMessages = useSetAtom(roomMessagesAtom);
  const callbacks = useMemo(
    () => ({
      onStatus: setStatus,
      onRoomMessage: (raw: string) => setMessages((list) => [...list, raw]),
      onConnected,
    }),
    [setStatus, setMessages, onConnected],
  );
  useRealtimeConnection('confRoom', enabled, urlTemplate, callbacks, setConnection);
  return connection;
}
