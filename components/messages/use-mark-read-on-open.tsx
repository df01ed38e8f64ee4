'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { markConversationReadAction } from '@/lib/messages/actions';

/**
 * Marks a conversation read once the viewer has opened it (not when it is merely shown as the
 * default), then reloads the server data so the list and the menu badge drop its count. A message
 * arriving while it is open is marked as well; a failure is not retried in a loop.
 */
export function useMarkReadOnOpen(conversationKey: string, unreadCount: number, opened: boolean, lastMessageId: string | undefined) {
  const router = useRouter();
  const attempted = useRef<string | null>(null);
  useEffect(() => {
    if (!opened || unreadCount === 0) return;
    const attempt = `${conversationKey} ${lastMessageId ?? ''}`;
    if (attempted.current === attempt) return;
    attempted.current = attempt;
    markConversationReadAction(conversationKey).then(
      (result) => {
        if (result.ok) router.refresh();
      },
      () => {},
    );
  }, [conversationKey, unreadCount, opened, lastMessageId, router]);
}
