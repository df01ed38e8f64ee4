'use client';

import { useState, useTransition } from 'react';
import type { AcademyActionResult } from '@/lib/academy/actions';
import { useRouter } from '@/lib/i18n/navigation';

type Failure = Extract<AcademyActionResult, { ok: false }>['error'];

/**
 * Runs an academy action, then re-renders the page from the server so every figure (ticks,
 * progress, minutes left) comes from the database; keeps the outcome to announce it.
 */
export function useAcademyAction() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<Failure | null>(null);
  const [done, setDone] = useState(false);

  const run = (action: () => Promise<AcademyActionResult>) => {
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
      router.refresh();
    });
  };
  return { run, pending, error, done, dismiss: () => setError(null) };
}
