'use client';

import { CalendarClock, MapPin, Pencil, Trash2, UserRound, Video } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CALL_OPENS_BEFORE_MS, isCallOpen, type CalendarEventView } from '@/lib/calendar/calendar-event';
import { categoryColor } from '@/lib/calendar/categories';
import { JoinCallLink } from './join-call-link';

interface EventDetailsProps {
  event: CalendarEventView;
  now: Date;
  onEdit: () => void;
  onDelete: () => void;
}

/** What an event says, its call, and for its owner the way to change it; an invitee only reads. */
export function EventDetails({ event, now, onEdit, onDelete }: EventDetailsProps) {
  const t = useTranslations('Calendar');
  const format = useFormatter();
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  const when = event.allDay
    ? format.dateTimeRange(start, new Date(end.getTime() - 1), { dateStyle: 'full', timeZone: undefined })
    : format.dateTimeRange(start, end, { dateStyle: 'full', timeStyle: 'short', timeZone: undefined });
  return (
    <div className="space-y-5 overflow-y-auto px-5 py-4 text-sm">
      <p className="flex items-center gap-2">
        <span
          aria-hidden
          className="size-3 rounded-full"
          style={{ backgroundColor: categoryColor(event.category) }}
        />
        {t(`categories.${event.category}`)}
        {event.role === 'invitee' ? (
          <span className="ms-auto rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-medium text-primary">
            {t('invitation')}
          </span>
        ) : null}
      </p>
      <dl className="space-y-3">
        <Fact icon={<CalendarClock />} term={t('details.when')} value={when} />
        {event.location ? <Fact icon={<MapPin />} term={t('details.where')} value={event.location} /> : null}
        {event.invitee ? (
          <Fact
            icon={<UserRound />}
            term={event.role === 'owner' ? t('details.invited') : t('details.invitedBy')}
            value={event.role === 'owner' ? event.invitee.name : event.owner.name}
          />
        ) : null}
        {event.withCall ? (
          <Fact icon={<Video />} term={t('details.call')} value={<CallState event={event} now={now} />} />
        ) : null}
      </dl>
      {event.description ? <p className="whitespace-pre-line">{event.description}</p> : null}
      {event.role === 'owner' ? (
        <div className="flex flex-wrap gap-2 border-t border-border pt-4">
          <Button onClick={onEdit}>
            <Pencil aria-hidden className="size-4" />
            {t('details.edit')}
          </Button>
          <Button variant="outline" className="text-destructive" onClick={onDelete}>
            <Trash2 aria-hidden className="size-4" />
            {t('details.delete')}
          </Button>
        </div>
      ) : (
        <p className="border-t border-border pt-4 text-muted-foreground">
          {t('details.readOnly', { name: event.owner.name })}
        </p>
      )}
    </div>
  );
}

function CallState({ event, now }: { event: CalendarEventView; now: Date }) {
  const t = useTranslations('Calendar');
  const format = useFormatter();
  if (isCallOpen(event, now)) return <JoinCallLink event={event} className="mt-1" />;
  if (now.getTime() >= Date.parse(event.endsAt)) return <>{t('details.callEnded')}</>;
  const opens = new Date(Date.parse(event.startsAt) - CALL_OPENS_BEFORE_MS);
  return (
    <>
      {t('details.callOpensAt', {
        time: format.dateTime(opens, { dateStyle: 'medium', timeStyle: 'short', timeZone: undefined }),
      })}
    </>
  );
}

function Fact({ icon, term, value }: { icon: ReactNode; term: string; value: ReactNode }) {
  return (
    <div className="relative ps-7">
      <dt className="text-xs text-muted-foreground">
        <span aria-hidden className="absolute start-0 top-0.5 text-muted-foreground [&_svg]:size-4">
          {icon}
        </span>
        {term}
      </dt>
      <dd>{value}</dd>
    </div>
  );
}
