'use client';

import { useEffect, useRef } from 'react';
import { resolveRealtimeUrl } from '@/lib/realtime/config';
import {
  RealtimeConnection,
  type ConnectionCallbacks,
  type ConnectionLabel,
} from '@/lib/realtime/connection';

/**
 * One realtime connection (docs/product.md §4) while `enabled`: created with the page's address, handed to
 * `publish` (null once closed), closed on unmount and on page unload. The callbacks may change
 * between renders without re-creating the connection.
 */
export function useRealtimeConnection(
  label: ConnectionLabel,
  enabled: boolean,
  urlTemplate: string,
  callbacks: ConnectionCallbacks,
  publish: (connection: RealtimeConnection | null) => void,
) {
  const callbacksRef = useRef(callbacks);
  useEffect(() => {
    callbacksRef.current = callbacks;
  }, [callbacks]);

  useEffect(() => {
    if (!enabled) return;
    const latest = callbacksRef;
    const created = new RealtimeConnection(label, resolveRealtimeUrl(urlTemplate, window.location), {
      onStatus: (status) => latest.current.onStatus?.(status),
      onRoomMessage: (raw, parsed) => latest.current.onRoomMessage?.(raw, parsed),
      onChatMessage: (raw) => latest.current.onChatMessage?.(raw),
      onConnected: (count) => latest.current.onConnected?.(count),
    });
    publish(created);
    const close = () => created.close();
    window.addEventListener('beforeunload', close);
    return () => {
      window.removeEventListener('beforeunload', close);
      close();
      publish(null);
    };
  }, [label, enabled, urlTemplate, publish]);
}
