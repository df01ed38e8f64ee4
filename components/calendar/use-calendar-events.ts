'use client';

import { useCallback, useEffect, useState } from 'react';
import { calendarEventsAction } from '@/lib/calendar/actions';
import type { CalendarEventView } from '@/lib/calendar/calendar-event';

type Range = { from: Date; to: Date };
type Loaded = { request: string; ok: boolean };

/** The events of the visible range, fetched again when the range changes or after a change (`reload`). */
export function useCalendarEvents() {
  const [range, setRange] = useState<Range | null>(null);
  const [version, setVersion] = useState(0);
  const [events, setEvents] = useState<CalendarEventView[]>([]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const request = range ? `${range.from.toISOString()}/${range.to.toISOString()}#${version}` : null;

  useEffect(() => {
    if (!range || !request) return;
    let current = true;
    calendarEventsAction({ from: range.from.toISOString(), to: range.to.toISOString() }).then(
      (result) => {
        if (!current) return;
        if (result.ok) setEvents(result.events);
        setLoaded({ request, ok: result.ok });
      },
      () => current && setLoaded({ request, ok: false }),
    );
    return () => {
      current = false;
    };
  }, [range, request]);

  const changeRange = useCallback((from: Date, to: Date) => {
    setRange((old) =>
      old && old.from.getTime() === from.getTime() && old.to.getTime() === to.getTime() ? old : { from, to },
    );
  }, []);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const status = loaded?.request !== request ? 'loading' : loaded.ok ? 'ready' : 'failed';
  return { events, status, changeRange, reload } as const;
}
