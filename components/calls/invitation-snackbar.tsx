'use client';

import { Phone, PhoneOff, PhoneIncoming } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { memberNamesAction } from '@/lib/calls/names-action';
import type { PendingInvitation } from '@/lib/calls/invitation-rules';
import { INVITATION_CLOSE_DELAY_MS, INVITATION_OPEN_DELAY_MS } from '@/lib/constants';

interface InvitationSnackbarProps {
  invitations: PendingInvitation[];
  onAccept: (invitation: PendingInvitation) => void;
  onDecline: (invitation: PendingInvitation) => void;
}

/**
 * docs/product.md §2.7: pending invitations with Accept and Decline; opens 500 ms after the first arrives,
 * closes 300 ms after the last is gone (each invitation expires after 30 s, see the hook).
 */
export function InvitationSnackbar({ invitations, onAccept, onDecline }: InvitationSnackbarProps) {
  const t = useTranslations('CallArea');
  const [open, setOpen] = useState(false);
  /** Display names by user id; null once asked and not found, so nobody is asked for twice. */
  const [names, setNames] = useState<Record<string, string | null>>({});
  const hasInvitations = invitations.length > 0;

  useEffect(() => {
    const timer = setTimeout(
      () => setOpen(hasInvitations),
      hasInvitations ? INVITATION_OPEN_DELAY_MS : INVITATION_CLOSE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [hasInvitations]);

  useEffect(() => {
    const unknown = [...new Set(invitations.map((invitation) => invitation.from))].filter(
      (id) => !(id in names),
    );
    if (unknown.length) {
      void memberNamesAction(unknown).then((found) =>
        setNames((known) => ({
          ...known,
          ...Object.fromEntries(unknown.map((id) => [id, found[id] ?? null])),
        })),
      );
    }
  }, [invitations, names]);

  if (!open || !hasInvitations) return null;
  return (
    <section
      role="region"
      aria-label={t('incomingTitle')}
      aria-live="assertive"
      className="surface fixed end-4 bottom-4 z-(--z-overlay) w-[min(24rem,calc(100vw-2rem))] space-y-3 border border-border p-4 shadow-2xl"
    >
      {invitations.map((invitation) => (
        <div key={invitation.messageId} className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 animate-pulse place-items-center rounded-full bg-primary text-primary-foreground">
            <PhoneIncoming aria-hidden className="size-5" />
          </span>
          <p className="grow text-sm font-medium">
            {t('incoming', { name: names[invitation.from] ?? t('someone') })}
          </p>
          <button
            type="button"
            onClick={() => onDecline(invitation)}
            className="inline-flex items-center gap-1.5 rounded-md border border-border px-3 py-2 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <PhoneOff aria-hidden className="size-4" />
            {t('decline')}
          </button>
          <button
            type="button"
            onClick={() => onAccept(invitation)}
            className="inline-flex items-center gap-1.5 rounded-md bg-emerald-600 px-3 py-2 text-sm font-semibold text-white hover:bg-emerald-700 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <Phone aria-hidden className="size-4" />
            {t('accept')}
          </button>
        </div>
      ))}
    </section>
  );
}
