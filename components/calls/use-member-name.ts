'use client';

import { useEffect, useState } from 'react';
import { memberNamesAction } from '@/lib/calls/names-action';

/** The display name of another member of this site, or null while unknown (or for no one). */
export function useMemberName(userId: string | null): string | null {
  const [found, setFound] = useState<{ userId: string; name: string } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    memberNamesAction([userId])
      .then((names) => {
        if (!cancelled) setFound({ userId, name: names[userId] ?? '' });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [userId]);

  return found && found.userId === userId && found.name ? found.name : null;
}
