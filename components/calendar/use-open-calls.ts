'use client';

import { useEffect, useState } from 'react';
import { upcomingCallsAction } from '@/lib/calendar/actions';
import { isCallOpen, type CalendarEventView } from '@/lib/calendar/calendar-event';

const REFETCH_MS = 5 * 60_000;
const TICK_MS = 30_000;

/**
 * The viewer's events whose call can be joined now (from ten minutes before the start to the end),
 * kept current while the page stays open: the list is asked for again every few minutes and after
 * each change (`version`); `now` comes from useNow.
 */
export function useOpenCalls(version: number, now: Date): CalendarEventView[] {
  const [upcoming, setUpcoming] = useState<CalendarEventView[]>([]);

  useEffect(() => {
    let current = true;
    const load = () =>
      void upcomingCallsAction().then(
        (result) => current && result.ok && setUpcoming(result.events),
        () => undefined,
      );
    load();
    const timer = setInterval(load, REFETCH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [version]);

  return upcoming.filter((event) => isCallOpen(event, now));
}

/** The time, checked every half minute: whether an event's call is open yet. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
