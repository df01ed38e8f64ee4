'use client';

import FullCalendar, { type CalendarRef, type EventInput, type LocaleInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { CalendarEventView, CalendarSpan } from '@/lib/calendar/calendar-event';
import { categoryColor } from '@/lib/calendar/categories';
import type { Locale } from '@/lib/i18n/locales';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import './calendar-theme.css';
import { CalendarViewSkeleton } from './calendar-view-skeleton';

/** FullCalendar's texts for our languages; English is built in. Loaded with the calendar, one at a time. */
const LOCALES: Record<Exclude<Locale, 'en'>, () => Promise<{ default: LocaleInput }>> = {
  ar: () => import('@fullcalendar/react/locales/ar'),
  br: () => import('@fullcalendar/react/locales/pt-br'),
  cn: () => import('@fullcalendar/react/locales/zh-cn'),
  de: () => import('@fullcalendar/react/locales/de'),
  es: () => import('@fullcalendar/react/locales/es'),
  fr: () => import('@fullcalendar/react/locales/fr'),
  it: () => import('@fullcalendar/react/locales/it'),
  pl: () => import('@fullcalendar/react/locales/pl'),
  pt: () => import('@fullcalendar/react/locales/pt'),
};

export interface CalendarViewProps {
  locale: Locale;
  direction: 'ltr' | 'rtl';
  events: readonly CalendarEventView[];
  /** A date picked outside the calendar (the sidebar): the view goes there. */
  focusDate: Date | null;
  onRangeChange: (from: Date, to: Date) => void;
  onSelectSpan: (span: CalendarSpan) => void;
  onOpenEvent: (id: string) => void;
  /** A drag or resize of an own event; `revert` puts it back when the server refuses. */
  onMoveEvent: (id: string, span: CalendarSpan, revert: () => void) => void;
}

function toInput(event: CalendarEventView): EventInput {
  const color = categoryColor(event.category);
  return {
    id: event.id,
    title: event.title,
    start: event.startsAt,
    end: event.endsAt,
    allDay: event.allDay,
    color,
    contrastColor: 'var(--primary-foreground)',
    editable: event.role === 'owner',
    className: event.role === 'invitee' ? 'calendar-invitation' : undefined,
  };
}

function useFullCalendarLocale(locale: Locale): LocaleInput | 'en' | null {
  const [loaded, setLoaded] = useState<{ locale: Locale; input: LocaleInput } | null>(null);
  useEffect(() => {
    if (locale === 'en') return;
    let current = true;
    void LOCALES[locale]().then((module) => current && setLoaded({ locale, input: module.default }));
    return () => {
      current = false;
    };
  }, [locale]);
  if (locale === 'en') return 'en';
  return loaded?.locale === locale ? loaded.input : null;
}

/** The month, week, day and list views with select, drag and resize (docs/apps.md, Calendar). */
export function CalendarView({
  locale,
  direction,
  events,
  focusDate,
  onRangeChange,
  onSelectSpan,
  onOpenEvent,
  onMoveEvent,
}: CalendarViewProps) {
  const t = useTranslations('Calendar');
  const calendar = useRef<CalendarRef>(null);
  const localeInput = useFullCalendarLocale(locale);
  const [timed, setTimed] = useState(false);

  useEffect(() => {
    if (focusDate) calendar.current?.getApi().gotoDate(focusDate);
  }, [focusDate]);

  if (!localeInput) return <CalendarViewSkeleton />;
  const moved = ({
    event,
    revert,
  }: {
    event: { id: string; start: Date | null; end: Date | null; allDay: boolean };
    revert: () => void;
  }) => {
    if (!event.start) return revert();
    // A timed event dropped on the all-day row has no end: FullCalendar shows it one day long.
    const end = event.end ?? new Date(event.start.getTime() + (event.allDay ? 86_400_000 : 3_600_000));
    onMoveEvent(event.id, { start: event.start, end, allDay: event.allDay }, revert);
  };

  return (
    <div className="calendar-surface">
      <FullCalendar
        ref={calendar}
        plugins={[classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        locale={localeInput}
        direction={direction}
        // Its own hint ("This month") would not contain the button's text (WCAG 2.5.3, axe).
        todayText={t('today')}
        todayHint={t('today')}
        initialView="dayGridMonth"
        headerToolbar={{
          start: 'prev,next today',
          center: 'title',
          end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
        }}
        // The month and list grow with their events; the hours of a day scroll inside a fixed height.
        height={timed ? 720 : 'auto'}
        scrollTime={`${String(Math.max(new Date().getHours() - 1, 0)).padStart(2, '0')}:00:00`}
        nowIndicator
        selectable
        selectMirror
        editable
        eventResizableFromStart
        dayMaxEvents={4}
        events={events.map(toInput)}
        datesSet={(range) => {
          setTimed(range.view.type.startsWith('timeGrid'));
          onRangeChange(range.start, range.end);
        }}
        select={(span) => {
          onSelectSpan({ start: span.start, end: span.end, allDay: span.allDay });
          calendar.current?.getApi().unselect();
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onOpenEvent(info.event.id);
        }}
        eventDrop={moved}
        eventResize={moved}
      />
    </div>
  );
}
