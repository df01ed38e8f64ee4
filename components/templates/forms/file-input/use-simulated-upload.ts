'use client';

import { useEffect, useState } from 'react';
import { simulatedProgress } from '@/lib/templates/forms/file-rules';

export interface UploadItem {
  id: number;
  file: File;
  /** 0–100; 100 is done. */
  progress: number;
  startedAt: number;
}

const TICK_MS = 120;
let nextId = 0;

/**
 * The files of one field and their (simulated) upload: nothing leaves the browser, the progress
 * follows the file's size as a real upload at about 1 MB/s would.
 */
export function useSimulatedUpload(single: boolean) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const uploading = items.some((item) => item.progress < 100);

  useEffect(() => {
    if (!uploading) return;
    const timer = window.setInterval(() => {
      const now = performance.now();
      setItems((current) =>
        current.map((item) =>
          item.progress < 100
            ? { ...item, progress: simulatedProgress(item.file.size, now - item.startedAt) }
            : item,
        ),
      );
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [uploading]);

  const add = (files: File[]) => {
    const startedAt = performance.now();
    const added = files.map((file) => ({ id: nextId++, file, progress: 0, startedAt }));
    setItems((current) => (single ? added.slice(0, 1) : [...current, ...added]));
  };
  const remove = (id: number) => setItems((current) => current.filter((item) => item.id !== id));
  return { items, add, remove };
}
