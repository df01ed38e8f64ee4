'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import type { ShopActionResult } from '@/lib/shop/catalog/actions';

/** The outcome of the latest action, shown in a live region above the list. */
export type ShopNotice = { kind: 'done'; text: string } | { kind: 'error'; text: string };

/**
 * Runs a shop action: the page's server data is refreshed when it succeeds, and a notice says how
 * it went (`errorText` turns an error code into words).
 */
export function useShopAction(errorText: (error: string) => string) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [notice, setNotice] = useState<ShopNotice | null>(null);
  const run = (action: () => Promise<ShopActionResult>, doneText: string, onDone?: () => void) => {
    setNotice(null);
    startTransition(async () => {
      let result: ShopActionResult;
      try {
        result = await action();
      } catch {
        result = { ok: false, error: 'failed' };
      }
      if (!result.ok) {
        setNotice({ kind: 'error', text: errorText(result.error) });
        return;
      }
      setNotice({ kind: 'done', text: doneText });
      onDone?.();
      router.refresh();
    });
  };
  return { pending, notice, run, dismiss: () => setNotice(null) };
}
