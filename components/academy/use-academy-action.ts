'use client';

import { useState, useTransition } from 'react';
import type { AcademyActionResult } from '@/lib/academy/actions';
import { useRouter, type AppHref } from '@/lib/i18n/navigation';

type Failure = Extract<AcademyActionResult, { ok: false }>['error'];

/**
 * Runs an academy action, then re-renders the page from the server so every figure (ticks,
 * progress, minutes left) comes from the database; keeps the outcome to announce it. `stay` is the
 * address to re-render instead of the current one (the lesson just ticked, which would otherwise
 * give way to the next lesson not done).
 */
export function useAcademyAction() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<Failure | null>(null);
  const [done, setDone] = useState(false);

  const run = (action: () => Promise<AcademyActionResult>, stay?: AppHref) => {
    setError(null);
    setDone(false);
    startTransition(async () => {
      let result: AcademyActionResult;
      try {
        result = await action();
      } catch {
        result = { ok: false, error: 'failed' };
      }
      if (!result.ok) {
        setError(result.error);
        return;
      }
      setDone(true);
      if (stay) router.replace(stay, { scroll: false });
      else router.refresh();
    });
  };
  return { run, pending, error, done, dismiss: () => setError(null) };
}
