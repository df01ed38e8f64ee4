'use client';

import { PhoneCall, PhoneMissed, PhoneOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { OutgoingPhase } from '@/components/calls/call-atoms';

const ICONS = { ringing: PhoneCall, declined: PhoneOff, missed: PhoneMissed } as const;

/** The caller's view of the invitation: ringing, declined or unanswered (accepted joins the room instead). */
export function OutgoingCallNotice({
  phase,
  calleeName,
}: {
  phase: OutgoingPhase | null;
  calleeName: string | null;
}) {
  const t = useTranslations('Call');
  // The live region stays mounted so each change of phase is announced.
  return (
    <div role="status" aria-live="polite">
      {phase && phase !== 'accepted' ? (
        <NoticeLine phase={phase} text={noticeText(t, phase, calleeName)} />
      ) : null}
    </div>
  );
}

function noticeText(
  t: ReturnType<typeof useTranslations<'Call'>>,
  phase: keyof typeof ICONS,
  name: string | null,
): string {
  if (phase === 'ringing') return name ? t('calling', { name }) : t('callingUnnamed');
  if (phase === 'declined') return name ? t('declined', { name }) : t('declinedUnnamed');
  return name ? t('missed', { name }) : t('missedUnnamed');
}

function NoticeLine({ phase, text }: { phase: keyof typeof ICONS; text: string }) {
  const Icon = ICONS[phase];
  return (
    <p className="flex items-center gap-2.5 rounded-md border border-border bg-muted px-3 py-2.5 text-sm">
      <Icon
        aria-hidden
        className={
          phase === 'ringing'
            ? 'size-4 text-primary motion-safe:animate-pulse'
            : 'size-4 text-muted-foreground'
        }
      />
      {text}
    </p>
  );
}
