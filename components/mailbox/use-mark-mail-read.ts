'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { changeMailAction } from '@/lib/mailbox/actions';

/**
 * Reading a message marks it read, for the inbox too (the same `read_at`), then reloads the server
 * data so the counts and the menu badge drop. A failure is not retried in a loop.
 */
export function useMarkMailRead(id: string | null, unread: boolean) {
  const router = useRouter();
  const attempted = useRef<string | null>(null);
  useEffect(() => {
    if (!id || !unread || attempted.current === id) return;
    attempted.current = id;
    changeMailAction([id], { kind: 'read', read: true }).then(
      (result) => {
        if (result.ok) router.refresh();
      },
      () => {},
    );
  }, [id, unread, router]);
}
