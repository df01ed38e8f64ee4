'use client';

import { startTransition, useOptimistic, useState } from 'react';
import { deleteListingAction, setListingStatusAction, type ActionResult } from '@/lib/listings/actions';
import type { MyItem, MyItemRow } from './my-item';

export type RowAction = 'publish' | 'unpublish' | 'delete';
export type ActionErrorCode = 'unauthenticated' | 'forbidden' | 'notFound' | 'failed';

/** The outcome of the latest row action, shown above the table. */
export type ActionNotice =
  | { kind: 'done'; action: RowAction; name: string }
  | { kind: 'error'; action: RowAction; name: string; code: ActionErrorCode };

interface PendingChange {
  id: string;
  action: RowAction;
}

function withPending(rows: MyItemRow[], { id, action }: PendingChange): MyItemRow[] {
  return rows.map((row) => {
    if (row.id !== id) return row;
    if (action === 'delete') return { ...row, pending: 'deleting' };
    return { ...row, status: action === 'publish' ? 'published' : 'draft', pending: 'saving' };
  });
}

function errorCode(error: Extract<ActionResult, { ok: false }>['error']): ActionErrorCode {
  return error === 'unauthenticated' || error === 'forbidden' || error === 'notFound' ? error : 'failed';
}

async function perform(id: string, action: RowAction): Promise<ActionResult> {
  try {
    if (action === 'delete') return await deleteListingAction(id);
    return await setListingStatusAction(id, action === 'publish' ? 'published' : 'draft');
  } catch {
    return { ok: false, error: 'failed' };
  }
}

/**
 * The member's listings with publish/unpublish/delete: the change shows at once (useOptimistic) and
 * is reverted if the server refuses. Successful changes are kept locally because the page's
 * server data only refreshes when Next re-renders it; fresh props replace the local copy.
 */
export function useMyItemActions(items: MyItem[]) {
  const [seenItems, setSeenItems] = useState(items);
  const [rows, setRows] = useState<MyItemRow[]>(items);
  if (items !== seenItems) {
    setSeenItems(items);
    setRows(items);
  }
  const [optimisticRows, addPending] = useOptimistic(rows, withPending);
  const [notice, setNotice] = useState<ActionNotice | null>(null);

  const run = (row: MyItemRow, action: RowAction) => {
    if (row.pending) return;
    setNotice(null);
    startTransition(async () => {
      addPending({ id: row.id, action });
      const result = await perform(row.id, action);
      startTransition(() => {
        if (!result.ok) {
          setNotice({ kind: 'error', action, name: row.productName, code: errorCode(result.error) });
          return;
        }
        setRows((current) =>
          action === 'delete'
            ? current.filter((item) => item.id !== row.id)
            : current.map((item) =>
                item.id === row.id ? { ...item, status: action === 'publish' ? 'published' : 'draft' } : item,
              ),
        );
        setNotice({ kind: 'done', action, name: row.productName });
      });
    });
  };

  return {
    rows: optimisticRows,
    notice,
    dismissNotice: () => setNotice(null),
    toggleStatus: (row: MyItemRow) => run(row, row.status === 'published' ? 'unpublish' : 'publish'),
    remove: (row: MyItemRow) => run(row, 'delete'),
  };
}
