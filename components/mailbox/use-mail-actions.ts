'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useState, useTransition } from 'react';
import {
  changeMailAction,
  labelMailAction,
  type MailActionError,
  type MailActionResult,
} from '@/lib/mailbox/actions';
import type { MailBulkChange } from '@/lib/mailbox/mail-state';

export type MailChangeKind = 'read' | 'unread' | 'star' | 'unstar' | 'trash' | 'restore' | 'deleteForever';

const CHANGES: Record<MailChangeKind, MailBulkChange> = {
  read: { kind: 'read', read: true },
  unread: { kind: 'read', read: false },
  star: { kind: 'star', starred: true },
  unstar: { kind: 'star', starred: false },
  trash: { kind: 'trash' },
  restore: { kind: 'restore' },
  deleteForever: { kind: 'deleteForever' },
};

async function attempt(work: () => Promise<MailActionResult>): Promise<MailActionResult> {
  try {
    return await work();
  } catch {
    return { ok: false, error: 'failed' };
  }
}

/**
 * Runs the e-mail app's message actions: one at a time, the outcome announced to screen readers
 * (or shown as an error), then `onDone` reloads the server data.
 */
export function useMailActions(onDone: (kind: MailChangeKind | 'label', ids: string[]) => void) {
  const t = useTranslations('MailApp');
  const [pending, startAction] = useTransition();
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<MailActionError | null>(null);

  const run = (
    ids: string[],
    work: () => Promise<MailActionResult>,
    done: (count: number) => string,
    kind: MailChangeKind | 'label',
  ) => {
    if (!ids.length || pending) return;
    setError(null);
    startAction(async () => {
      const result = await attempt(work);
      startTransition(() => {
        if (!result.ok) {
          setError(result.error);
          return;
        }
        setAnnouncement(done(ids.length));
        onDone(kind, ids);
      });
    });
  };

  const change = (ids: string[], kind: MailChangeKind) =>
    run(
      ids,
      () => changeMailAction(ids, CHANGES[kind]),
      (count) => t(`done_${kind}`, { count }),
      kind,
    );

  const label = (ids: string[], labelId: string, labelName: string, on: boolean) =>
    run(
      ids,
      () => labelMailAction(ids, labelId, on),
      (count) => t(on ? 'done_labelOn' : 'done_labelOff', { count, name: labelName }),
      'label',
    );

  return { change, label, pending, announcement, setAnnouncement, error, clearError: () => setError(null) };
}
