import 'server-only';
import type { CalendarCategory } from '@/lib/calendar/categories';
import { calendarEvent } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import type { DemoPerson } from '../demo-accounts';
import type { DemoLanguage } from '../demo-types';
import type { AppDemoSeeder } from './app-demo';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** One sample event: its day relative to today, start hour (UTC) and length; `{offer}` is an offer's name. */
interface DemoEvent {
  day: number;
  hour: number;
  hours: number;
  allDay?: boolean;
  category: CalendarCategory;
  title: string;
  location?: string;
  description?: string;
}

type DemoEventTexts = Record<'admin' | 'member', readonly DemoEvent[]> & {
  /** Owned by the admin, the member invited, with a call: tomorrow morning. */
  call: DemoEvent;
  /** Owned by the member, the admin invited, without a call. */
  invitation: DemoEvent;
};

const EVENTS: Record<DemoLanguage, DemoEventTexts> = {
  en: {
    admin: [
      {
        day: -6,
        hour: 9,
        hours: 1,
        category: 'business',
        title: 'Weekly planning',
        location: 'Meeting room 2',
      },
      {
        day: -4,
        hour: 13,
        hours: 1,
        category: 'personal',
        title: 'Lunch with Sarah',
        location: 'Café Lumière',
      },
      { day: -2, hour: 15, hours: 2, category: 'business', title: 'Update the photos of {offer}' },
      {
        day: 0,
        hour: 9,
        hours: 1,
        category: 'business',
        title: 'Weekly planning',
        location: 'Meeting room 2',
      },
      { day: 0, hour: 17, hours: 1, category: 'personal', title: 'Gym' },
      {
        day: 2,
        hour: 11,
        hours: 1,
        category: 'business',
        title: 'Quarterly numbers review',
        description: 'Bring the sales report and the list of open enquiries.',
      },
      {
        day: 3,
        hour: 18,
        hours: 3,
        category: 'family',
        title: "Mum's birthday dinner",
        location: 'Trattoria da Marco',
      },
      { day: 5, hour: 0, hours: 72, allDay: true, category: 'holiday', title: 'Long weekend by the lake' },
      { day: 9, hour: 8, hours: 1, category: 'etc', title: 'Car service', location: 'City Motors' },
    ],
    member: [
      { day: -5, hour: 10, hours: 1, category: 'business', title: 'Answer the enquiries about {offer}' },
      { day: -3, hour: 8, hours: 1, category: 'personal', title: 'Dentist', location: 'Smile Dental Clinic' },
      { day: -1, hour: 19, hours: 2, category: 'family', title: "Parents' evening at school" },
      { day: 1, hour: 16, hours: 1, category: 'business', title: 'Write a new description for {offer}' },
      {
        day: 4,
        hour: 7,
        hours: 1,
        category: 'personal',
        title: 'Morning run with the club',
        location: 'Riverside park',
      },
      { day: 6, hour: 12, hours: 3, category: 'family', title: 'Sunday family lunch' },
      { day: 8, hour: 0, hours: 24, allDay: true, category: 'etc', title: 'Renew the car insurance' },
    ],
    call: {
      day: 1,
      hour: 10,
      hours: 1,
      category: 'business',
      title: 'Video call: prices for next season',
      description: 'Go through the offers together and agree on the new prices.',
    },
    invitation: {
      day: 2,
      hour: 14,
      hours: 1,
      category: 'business',
      title: 'Coffee and a look at {offer}',
      location: 'Café Lumière',
    },
  },
  pl: {
    admin: [
      { day: -6, hour: 9, hours: 1, category: 'business', title: 'Planowanie tygodnia', location: 'Sala 2' },
      {
        day: -4,
        hour: 13,
        hours: 1,
        category: 'personal',
        title: 'Lunch z Kasią',
        location: 'Kawiarnia Bajka',
      },
      { day: -2, hour: 15, hours: 2, category: 'business', title: 'Nowe zdjęcia do oferty „{offer}”' },
      { day: 0, hour: 9, hours: 1, category: 'business', title: 'Planowanie tygodnia', location: 'Sala 2' },
      { day: 0, hour: 17, hours: 1, category: 'personal', title: 'Siłownia' },
      {
        day: 2,
        hour: 11,
        hours: 1,
        category: 'business',
        title: 'Przegląd wyników kwartału',
        description: 'Przynieść raport sprzedaży i listę otwartych zapytań.',
      },
      {
        day: 3,
        hour: 18,
        hours: 3,
        category: 'family',
        title: 'Urodziny mamy',
        location: 'Restauracja Pod Lipami',
      },
      { day: 5, hour: 0, hours: 72, allDay: true, category: 'holiday', title: 'Długi weekend nad jeziorem' },
      {
        day: 9,
        hour: 8,
        hours: 1,
        category: 'etc',
        title: 'Przegląd samochodu',
        location: 'Auto Serwis Nowak',
      },
    ],
    member: [
      { day: -5, hour: 10, hours: 1, category: 'business', title: 'Odpowiedzieć na pytania o „{offer}”' },
      { day: -3, hour: 8, hours: 1, category: 'personal', title: 'Dentysta', location: 'Gabinet Uśmiech' },
      { day: -1, hour: 19, hours: 2, category: 'family', title: 'Wywiadówka w szkole' },
      { day: 1, hour: 16, hours: 1, category: 'business', title: 'Nowy opis oferty „{offer}”' },
      {
        day: 4,
        hour: 7,
        hours: 1,
        category: 'personal',
        title: 'Poranne bieganie z klubem',
        location: 'Bulwary nad rzeką',
      },
      { day: 6, hour: 12, hours: 3, category: 'family', title: 'Niedzielny obiad u rodziców' },
      { day: 8, hour: 0, hours: 24, allDay: true, category: 'etc', title: 'Odnowić ubezpieczenie auta' },
    ],
    call: {
      day: 1,
      hour: 10,
      hours: 1,
      category: 'business',
      title: 'Rozmowa wideo: ceny na nowy sezon',
      description: 'Przejrzeć razem oferty i uzgodnić nowe ceny.',
    },
    invitation: {
      day: 2,
      hour: 14,
      hours: 1,
      category: 'business',
      title: 'Kawa i rozmowa o „{offer}”',
      location: 'Kawiarnia Bajka',
    },
  },
};

/**
 * Two weeks of events around today for each site's demo admin and member (docs/architecture.md
 * §11: demo content), in the catalogue's language: work on their offers, private errands, a
 * holiday, an invitation from the member, and tomorrow's video call from the admin to the member.
 */
export const seedCalendarDemo: AppDemoSeeder = async ({ db, catalog, groups, offers, now }) => {
  const texts = EVENTS[catalog.language];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const offerOf = (person: DemoPerson) =>
    offers.find((offer) => offer.owner.id === person.id)?.name ?? offers[0]?.name ?? '';
  const row = (
    siteId: string,
    owner: DemoPerson,
    event: DemoEvent,
    invitee: DemoPerson | null,
    withCall = false,
  ) => {
    const startsAt = new Date(today + event.day * DAY_MS + event.hour * HOUR_MS);
    return {
      id: newId(),
      siteId,
      ownerId: owner.id,
      inviteeId: invitee?.id ?? null,
      title: event.title.replace('{offer}', offerOf(owner)),
      description: event.description ?? '',
      location: event.location ?? '',
      category: event.category,
      startsAt,
      endsAt: new Date(startsAt.getTime() + event.hours * HOUR_MS),
      allDay: event.allDay ?? false,
      withCall,
    };
  };
  const rows = groups.flatMap(({ siteId, admin, member }) => [
    ...texts.admin.map((event) => row(siteId, admin, event, null)),
    ...texts.member.map((event) => row(siteId, member, event, null)),
    row(siteId, admin, texts.call, member, true),
    row(siteId, member, texts.invitation, admin),
  ]);
  if (rows.length) await db.insert(calendarEvent).values(rows);
};
