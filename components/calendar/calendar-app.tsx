'use client';

import { AlertDialog } from 'radix-ui';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { deleteCalendarEventAction, moveCalendarEventAction } from '@/lib/calendar/actions';
import type { CalendarEventView, CalendarMember, CalendarSpan } from '@/lib/calendar/calendar-event';
import type { CalendarCategory } from '@/lib/calendar/categories';
import type { CalendarEventFormValues } from '@/lib/calendar/event-schema';
import { editEventValues, newEventValues, nextHourSpan } from '@/lib/calendar/form-values';
import type { Locale } from '@/lib/i18n/locales';
import { CalendarSidebar } from './calendar-sidebar';
import { CalendarViewSkeleton } from './calendar-view-skeleton';
import { EventDetails } from './event-details';
import { EventEditor } from './event-editor';
import { OpenCallsBanner } from './open-calls-banner';
import { useCalendarEvents } from './use-calendar-events';
import { useNow, useOpenCalls } from './use-open-calls';

// FullCalendar and its styles come with this page only, after its first paint.
const CalendarView = dynamic(() => import('./calendar-view').then((module) => module.CalendarView), {
  ssr: false,
  loading: CalendarViewSkeleton,
});

type Panel =
  | { kind: 'details'; id: string }
  | { kind: 'editor'; id: string | null; initial: CalendarEventFormValues }
  | null;

interface CalendarAppProps {
  locale: Locale;
  direction: 'ltr' | 'rtl';
  members: readonly CalendarMember[];
}

/** docs/apps.md, Calendar: the sidebar, the calls to join, the views, and the event panel. */
export function CalendarApp({ locale, direction, members }: CalendarAppProps) {
  const t = useTranslations('Calendar');
  const { events, status, changeRange, reload } = useCalendarEvents();
  const [version, setVersion] = useState(0);
  const now = useNow();
  const openCalls = useOpenCalls(version, now);
  const [hidden, setHidden] = useState<ReadonlySet<CalendarCategory>>(new Set());
  const [panel, setPanel] = useState<Panel>(null);
  const [deleting, setDeleting] = useState<CalendarEventView | null>(null);
  const [focusDate, setFocusDate] = useState<Date | null>(null);
  const [notice, setNotice] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);

  const changed = (text: string) => {
    reload();
    setVersion((value) => value + 1);
    setNotice({ tone: 'status', text });
  };
  const opened = panel?.kind === 'details' ? events.find((event) => event.id === panel.id) : undefined;
  const toggle = (category: CalendarCategory) =>
    setHidden((old) => {
      const next = new Set(old);
      if (!next.delete(category)) next.add(category);
      return next;
    });
  const startNew = (span: CalendarSpan) =>
    setPanel({ kind: 'editor', id: null, initial: newEventValues(span) });

  const move = async (id: string, span: CalendarSpan, revert: () => void) => {
    const result = await moveCalendarEventAction(id, {
      startsAt: span.start.toISOString(),
      endsAt: span.end.toISOString(),
      allDay: span.allDay,
    }).catch(() => ({ ok: false as const, error: 'failed' as const }));
    if (result.ok) return changed(t('moved'));
    revert();
    setNotice({ tone: 'alert', text: t('moveFailed') });
  };

  const remove = async (event: CalendarEventView) => {
    const result = await deleteCalendarEventAction(event.id).catch(() => ({
      ok: false as const,
      error: 'failed' as const,
    }));
    setDeleting(null);
    if (!result.ok) return setNotice({ tone: 'alert', text: t(`errors.${result.error}`) });
    setPanel(null);
    changed(t('deleted'));
  };

  return (
    <div className="space-y-4">
      <OpenCallsBanner events={openCalls} />
      {notice ? (
        <p
          role={notice.tone}
          className={
            notice.tone === 'alert'
              ? 'rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive'
              : 'sr-only'
          }
        >
          {notice.text}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-[15rem_minmax(0,1fr)]">
        <CalendarSidebar
          hidden={hidden}
          onToggle={toggle}
          onShowAll={() => setHidden(new Set())}
          onAdd={() => startNew(nextHourSpan())}
          onGoTo={setFocusDate}
        />
        <div className="surface min-w-0 space-y-3 p-4" aria-busy={status === 'loading'}>
          {status === 'failed' ? (
            <p role="alert" className="text-sm text-destructive">
              {t('loadFailed')}{' '}
              <button type="button" className="font-medium underline" onClick={reload}>
                {t('retry')}
              </button>
            </p>
          ) : null}
          <CalendarView
            locale={locale}
            direction={direction}
            events={events.filter((event) => !hidden.has(event.category))}
            focusDate={focusDate}
            onRangeChange={changeRange}
            onSelectSpan={startNew}
            onOpenEvent={(id) => setPanel({ kind: 'details', id })}
            onMoveEvent={(id, span, revert) => void move(id, span, revert)}
          />
          {status === 'ready' && events.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('empty')}</p>
          ) : null}
        </div>
      </div>
      <Sheet open={panel !== null} onOpenChange={(open) => !open && setPanel(null)}>
        {panel?.kind === 'editor' ? (
          <SheetContent
            title={panel.id ? t('editor.editTitle') : t('editor.newTitle')}
            description={t('editor.description')}
            closeLabel={t('close')}
            className="w-[min(28rem,100vw)]"
          >
            <EventEditor
              eventId={panel.id}
              initial={panel.initial}
              members={members}
              onCancel={() => setPanel(null)}
              onSaved={() => {
                setPanel(null);
                changed(t('saved'));
              }}
            />
          </SheetContent>
        ) : opened ? (
          <SheetContent
            title={opened.title}
            description={
              opened.role === 'invitee' ? t('invitationFrom', { name: opened.owner.name }) : undefined
            }
            closeLabel={t('close')}
            className="w-[min(28rem,100vw)]"
          >
            <EventDetails
              event={opened}
              now={now}
              onEdit={() => setPanel({ kind: 'editor', id: opened.id, initial: editEventValues(opened) })}
              onDelete={() => setDeleting(opened)}
            />
          </SheetContent>
        ) : null}
      </Sheet>
      <AlertDialog.Root open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        {deleting ? (
          <ConfirmDialogContent
            title={t('deleteConfirm.title')}
            description={t('deleteConfirm.description', { title: deleting.title })}
            cancelLabel={t('editor.cancel')}
            confirmLabel={t('deleteConfirm.confirm')}
            onConfirm={() => void remove(deleting)}
          />
        ) : null}
      </AlertDialog.Root>
    </div>
  );
}
