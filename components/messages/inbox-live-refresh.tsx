'use client';

import { useAtomValue } from 'jotai';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { inboxNoticesAtom } from '@/components/realtime/realtime-atoms';

/** Notices that arrive together (a front-page message reaches several admins) cause one reload. */
const SETTLE_MS = 250;

/**
 * Reloads the inbox's server data when the realtime connection reports a new message for the
 * viewer (docs/architecture.md §5: the push only says "look again"; the database is the truth). Renders nothing.
 */
export function InboxLiveRefresh() {
  const notices = useAtomValue(inboxNoticesAtom);
  const router = useRouter();
  const seen = useRef(notices);
  useEffect(() => {
    if (notices === seen.current) return;
    seen.current = notices;
    const timer = setTimeout(() => router.refresh(), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [notices, router]);
  return null;
}
