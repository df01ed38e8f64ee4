'use client';

import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { resolveRealtimeUrl } from '@/lib/realtime/config';
import { RealtimeConnection } from '@/lib/realtime/connection';
import { conferenceConnectionRefAtom } from '@/lib/realtime/connection-atoms';
import { conferenceConnectionAtom, roomMessagesAtom } from '@/lib/realtime/atoms';

/** The conference-room connection (SPEC §4), created for a signed-in member and closed on unload. */
export function useConferenceConnection(enabled: boolean, urlTemplate: string, onConnected: (count: number) => void) {
  const [connection, setConnection] = useAtom(conferenceConnectionRefAtom);
  const setStatus = useSetAtom(conferenceConnectionAtom);
  const setMessages = useSetAtom(roomMessagesAtom);
  const onConnectedRef = useRef(onConnected);
  // The latest callback, without re-creating the connection.
  useEffect(() => {
    onConnectedRef.current = onConnected;
  }, [onConnected]);

  useEffect(() => {
    if (!enabled) return;
    const created = new RealtimeConnection('confRoom', resolveRealtimeUrl(urlTemplate, window.location), {
      onStatus: setStatus,
      onRoomMessage: (raw) => setMessages((list) => [...list, raw]),
      onConnected: (count) => onConnectedRef.current(count),
    });
    setConnection(created);
    const close = () => created.close();
    window.addEventListener('beforeunload', close);
    return () => {
      window.removeEventListener('beforeunload', close);
      close();
      setConnection(null);
    };
  }, [enabled, urlTemplate, setConnection, setStatus, setMessages]);

  return connection;
}
