'use client';

import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { personalConnectionRefAtom } from '@/components/realtime/connection-atoms';
import { typingNoticeAtom } from '@/components/realtime/realtime-atoms';

/** How often a typing member says so (the server relays at most one a second). */
const SEND_EVERY_MS = 2_500;
/** How long "typing…" shows after the last notice: a little over two notices apart. */
const SHOW_FOR_MS = 6_000;

/** A function to call on each keystroke: tells `peerId` "typing" over the realtime connection, now and then. */
export function useSendTyping(peerId: string): () => void {
  const connection = useAtomValue(personalConnectionRefAtom);
  const lastSent = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (!connection || now - lastSent.current < SEND_EVERY_MS) return;
    if (connection.sendTyping(peerId)) lastSent.current = now;
  }, [connection, peerId]);
}

/**
 * Whether `peerId` is typing to the viewer: true for a few seconds after their last notice, and
 * false as soon as their message arrives (`lastMessageId` changes).
 */
export function usePeerTyping(peerId: string, lastMessageId: string | undefined): boolean {
  const notice = useAtomValue(typingNoticeAtom);
  const [expiredAt, setExpiredAt] = useState<number | null>(null);
  const [seenMessageId, setSeenMessageId] = useState(lastMessageId);
  // Notices up to this one came before the latest message.
  const [answeredAt, setAnsweredAt] = useState(0);
  if (seenMessageId !== lastMessageId) {
    setSeenMessageId(lastMessageId);
    setAnsweredAt(notice?.at ?? 0);
  }

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setExpiredAt(notice.at), SHOW_FOR_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return notice?.from === peerId && notice.at > answeredAt && notice.at !== expiredAt;
}
