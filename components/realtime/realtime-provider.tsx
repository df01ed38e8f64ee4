'use client';

import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { apiTokenAtom, sessionConfigAtom } from '@/components/auth/session-atoms';
import type { ConnectionCallbacks } from '@/lib/realtime/connection';
import { personalConnectionRefAtom } from '@/components/realtime/connection-atoms';
import {
  inboxNoticesAtom,
  personalConnectionAtom,
  roomMessagesAtom,
  typingNoticeAtom,
} from '@/components/realtime/realtime-atoms';
import { isTypingNotice, personalRoom } from '@/lib/realtime/protocol';
import { useRealtimeConnection } from './use-realtime-connection';

/**
 * Keeps the signed-in member's personal-room connection (docs/product.md §4) open while the shell is shown:
 * connects once an API token exists, reconnects with each refreshed token, and turns the app's
 * "message stored" pushes into the inbox counter and typing notices into their atom.
 */
export function RealtimeProvider({ urlTemplate }: { urlTemplate: string }) {
  const session = useAtomValue(sessionConfigAtom);
  const token = useAtomValue(apiTokenAtom);
  const setStatus = useSetAtom(personalConnectionAtom);
  const setMessages = useSetAtom(roomMessagesAtom);
  const bumpInbox = useSetAtom(inboxNoticesAtom);
  const setTyping = useSetAtom(typingNoticeAtom);
  const [connection, setConnection] = useAtom(personalConnectionRefAtom);

  const callbacks = useMemo<ConnectionCallbacks>(
    () => ({
      onStatus: setStatus,
      onRoomMessage: (raw, parsed) => {
        // Typing notices are momentary: kept apart from the message list, which they would only grow.
        if (isTypingNotice(parsed?.data)) return setTyping({ from: parsed.data.from, at: Date.now() });
        setMessages((list) => [...list, raw]);
        if (parsed?.data?.type === 'message') bumpInbox((count) => count + 1);
      },
      onChatMessage: (raw) => setMessages((list) => [...list, raw]),
    }),
    [setStatus, setMessages, bumpInbox, setTyping],
  );
  useRealtimeConnection('persfRoom', Boolean(session), urlTemplate, callbacks, setConnection);

  useEffect(() => {
    if (connection && session && token) connection.connect(token, personalRoom(session.userId));
  }, [connection, session, token]);

  return null;
}
