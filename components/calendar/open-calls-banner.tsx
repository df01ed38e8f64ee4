'use client';

import { PhoneCall } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { callCounterpart, type CalendarEventView } from '@/lib/calendar/calendar-event';
import { JoinCallLink } from './join-call-link';

/** The calls that can be joined now, above the calendar, whichever view or month it shows. */
export function OpenCallsBanner({ events }: { events: readonly CalendarEventView[] }) {
  const t = useTranslations('Calendar');
  if (events.length === 0) return null;
  return (
    <section aria-label={t('openCalls')} className="space-y-2">
      {events.map((event) => (
        <div
          key={event.id}
          className="flex flex-wrap items-center gap-3 rounded-md border border-primary/40 bg-primary-soft px-4 py-3"
        >
          <PhoneCall aria-hidden className="size-5 shrink-0 text-primary" />
          <p className="min-w-0 grow text-sm">
            <span className="font-semibold">{event.title}</span>
            <span className="text-muted-foreground">
              {' '}
              · {t('callWith', { name: callCounterpart(event)?.name ?? '' })}
            </span>
          </p>
          <JoinCallLink event={event} />
        </div>
      ))}
    </section>
  );
}
