'use client';

import { useEffect, useState } from 'react';

/** One step of the simulated upload: 4 % every 80 ms, about two seconds in all. */
const STEP_PERCENT = 4;
const STEP_MS = 80;

export type UploadState = 'idle' | 'running' | 'done' | 'cancelled';

/**
 * A pretend upload for the progress demos: starts on demand, advances on a timer in the browser
 * (never during render, so nothing differs from the server's HTML), can be cancelled.
 */
export function useUploadSimulation() {
  const [upload, setUpload] = useState<{ value: number; state: UploadState }>({ value: 0, state: 'idle' });
  const running = upload.state === 'running';
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      setUpload((current) => {
        if (current.state !== 'running') return current;
        const value = Math.min(current.value + STEP_PERCENT, 100);
        return { value, state: value === 100 ? 'done' : 'running' };
      });
    }, STEP_MS);
    return () => window.clearInterval(timer);
  }, [running]);
  return {
    ...upload,
    start: () => setUpload({ value: 0, state: 'running' }),
    cancel: () => setUpload((current) => ({ ...current, state: 'cancelled' })),
  };
}
