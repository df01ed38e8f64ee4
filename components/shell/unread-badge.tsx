'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { inboxNoticesAtom } from '@/components/realtime/realtime-atoms';
import { cn } from '@/lib/utils';

interface UnreadBadgeProps {
  /** Unread messages when the server rendered the menu. */
  count: number;
  /**
   * Any value that changes with every server render of the menu (e.g. `Date.now()` in the shell).
   * A fresh server count already includes the notices seen so far, so live increments restart
   * from it, even when the number happens to be the same as before.
   */
  renderedAt?: string | number;
  className?: string;
}

/**
 * The unread count next to "My messages": the server's count plus every "new message" notice
 * pushed since (inboxNoticesAtom). Hidden at 0; screen readers hear "3 unread".
 */
export function UnreadBadge({ count, renderedAt, className }: UnreadBadgeProps) {
  const t = useTranslations('Inbox');
  const notices = useAtomValue(inboxNoticesAtom);
  const [base, setBase] = useState({ count, renderedAt, notices });
  const fresh = base.count !== count || base.renderedAt !== renderedAt;
  if (fresh) setBase({ count, renderedAt, notices });
  const total = Math.max(0, count) + (fresh ? 0 : Math.max(0, notices - base.notices));
  if (total === 0) return null;
  return (
    <span
      className={cn(
        'ms-auto inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-destructive px-1.5 text-xs leading-none font-semibold text-destructive-foreground tabular-nums',
        className,
      )}
    >
      <span aria-hidden>{total > 99 ? '99+' : total}</span>
      <span className="sr-only">{t('unread', { count: total })}</span>
    </span>
  );
}
