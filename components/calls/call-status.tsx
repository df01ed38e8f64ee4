'use client';

import { useTranslations } from 'next-intl';
import { missedCallsAtom } from '@/components/calls/invitation-atoms';
import { outgoingCallAtom } from '@/components/calls/call-atoms';
import { conferenceConnectionAtom, personalConnectionAtom } from '@/components/realtime/realtime-atoms';
import { useLiveAtomValue } from '@/components/realtime/use-live-atom-value';
import { conferenceParticipants } from '@/lib/realtime/protocol';

/**
 * docs/product.md §2.7 status area: 'Me: Connected/Disconnected room: {room}' and, when a call is relevant,
 * 'Conf: Connected/Disconnected room: … [from-to]'; plus missed calls.
 */
export function CallStatus() {
  const t = useTranslations('CallArea');
  const personal = useLiveAtomValue(personalConnectionAtom);
  const conference = useLiveAtomValue(conferenceConnectionAtom);
  const outgoing = useLiveAtomValue(outgoingCallAtom);
  const missed = useLiveAtomValue(missedCallsAtom);
  const state = (value: string) => (value === 'connected' ? t('connected') : t('disconnected'));
  const pair = conference.room ? conferenceParticipants(conference.room) : null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
      data-testid="call-status"
    >
      <span>{t('statusMe', { state: state(personal.state), room: personal.room ?? '—' })}</span>
      {conference.room ? (
        <span>
          {t('statusConf', {
            state: state(conference.state),
            room: conference.room,
            from: pair?.[0] ?? '',
            to: pair?.[1] ?? '',
          })}
        </span>
      ) : null}
      {outgoing ? (
        <span className="font-medium text-foreground">{t(`outgoing_${outgoing.phase}`)}</span>
      ) : null}
      {missed.length ? (
        <span className="font-medium text-destructive">{t('missed', { count: missed.length })}</span>
      ) : null}
    </div>
  );
}
