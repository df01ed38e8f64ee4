import { describe, expect, it } from 'vitest';
import { callCounterpart, isCallOpen, type CalendarEventView } from '@/lib/calendar/calendar-event';
import { calendarEventFormSchema, formSpan, spanProblem } from '@/lib/calendar/event-schema';
import { editEventValues, eventInputOf, retimed } from '@/lib/calendar/form-values';

const MINUTE = 60_000;
const start = new Date('2026-05-04T10:00:00Z');

const event: CalendarEventView = {
  id: 'event-1',
  title: 'Video call',
  description: '',
  location: '',
  category: 'business',
  startsAt: start.toISOString(),
  endsAt: new Date(start.getTime() + 60 * MINUTE).toISOString(),
  allDay: false,
  withCall: true,
  role: 'owner',
  owner: { id: 'ann', name: 'Ann' },
  invitee: { id: 'bob', name: 'Bob' },
};
const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);

describe('the call window', () => {
  it('opens ten minutes before the start and closes at the end', () => {
    expect([-11, -10, 0, 59, 60].map((minutes) => isCallOpen(event, at(minutes)))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it('needs a call and an invitee', () => {
    expect(isCallOpen({ ...event, withCall: false }, at(0))).toBe(false);
    expect(isCallOpen({ ...event, invitee: null }, at(0))).toBe(false);
  });

  it('calls the invitee from the owner, and the owner from the invitee', () => {
    expect(callCounterpart(event)?.id).toBe('bob');
    expect(callCounterpart({ ...event, role: 'invitee' })?.id).toBe('ann');
  });
});

describe('event times', () => {
  it('need the end after the start, within 31 days', () => {
    expect(spanProblem(at(0), at(0))).toBe('endBeforeStart');
    expect(spanProblem(at(0), at(31 * 24 * 60))).toBeNull();
    expect(spanProblem(at(0), at(31 * 24 * 60 + 1))).toBe('tooLong');
  });

  it('store an all-day event up to the midnight after its last day', () => {
    const span = formSpan({ startsAt: '2026-05-04', endsAt: '2026-05-06', allDay: true })!;
    expect(span.end.getTime() - span.start.getTime()).toBe(3 * 24 * 60 * MINUTE);
  });

  it('refuse a malformed or impossible date in the form', () => {
    const values = { ...editEventValues(event), startsAt: '2026-02-30T10:00' };
    const issues = calendarEventFormSchema.safeParse(values).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toContain('timeInvalid');
  });

  it('round-trip an event through the form', () => {
    expect(eventInputOf(editEventValues(event))).toMatchObject({
      startsAt: event.startsAt,
      endsAt: event.endsAt,
    });
  });

  it('keep the dates when all day is switched on and off', () => {
    const allDay = retimed({ startsAt: '2026-05-04T10:00', endsAt: '2026-05-06T09:00' }, true);
    expect(allDay).toEqual({ startsAt: '2026-05-04', endsAt: '2026-05-06' });
    expect(retimed(allDay, false).startsAt).toBe('2026-05-04T09:00');
  });
});
