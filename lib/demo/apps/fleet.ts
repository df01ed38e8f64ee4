import 'server-only';
import { vehicle, type VEHICLE_STATUSES } from '@/lib/db/schema';
import { CITIES, type CityName } from '@/lib/fleet/cities';
import { pointAlong } from '@/lib/fleet/route-geometry';
import { newId } from '@/lib/ids';
import type { DemoLanguage } from '../demo-types';
import type { AppDemoSeeder } from './app-demo';

type Status = (typeof VEHICLE_STATUSES)[number];

/** A sample trip: the cities it passes, origin first, how far along it is, and the vehicle's state. */
interface DemoTrip {
  stops: CityName[];
  progress: number;
  status: Status;
  kind: 'van' | 'truck';
}

const TRIPS: readonly DemoTrip[] = [
  { stops: ['Warsaw', 'Poznań', 'Berlin'], progress: 62, status: 'on-route', kind: 'truck' },
  { stops: ['Kraków', 'Wrocław', 'Dresden', 'Prague'], progress: 35, status: 'on-route', kind: 'van' },
  { stops: ['Hamburg', 'Amsterdam', 'Rotterdam'], progress: 80, status: 'on-route', kind: 'truck' },
  { stops: ['Munich', 'Vienna', 'Budapest'], progress: 0, status: 'loading', kind: 'truck' },
  { stops: ['Paris', 'Brussels'], progress: 100, status: 'idle', kind: 'van' },
  { stops: ['Milan', 'Zurich', 'Frankfurt'], progress: 47, status: 'on-route', kind: 'truck' },
  { stops: ['Lyon', 'Barcelona', 'Madrid'], progress: 22, status: 'on-route', kind: 'truck' },
  { stops: ['Gdańsk', 'Copenhagen'], progress: 0, status: 'maintenance', kind: 'van' },
  { stops: ['Vienna', 'Bratislava'], progress: 91, status: 'on-route', kind: 'van' },
];

const TEXTS: Record<
  DemoLanguage,
  {
    kinds: Record<DemoTrip['kind'], string>;
    drivers: string[];
    plate: (n: number) => string;
    cities: Partial<Record<CityName, string>>;
  }
> = {
  en: {
    kinds: { van: 'Van', truck: 'Truck' },
    drivers: [
      'Tom Baker',
      'Aisha Khan',
      'Liam O’Connor',
      'Sofia Rossi',
      'Jan de Vries',
      'Emma Schmidt',
      'Lucas Martin',
      'Nora Jensen',
      'Piotr Kowal',
    ],
    plate: (n) =>
      `LK${70 + (n % 20)} ${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(72 + (n % 17))}T`,
    cities: {},
  },
  pl: {
    kinds: { van: 'Furgon', truck: 'Ciężarówka' },
    drivers: [
      'Marek Nowak',
      'Anna Zielińska',
      'Tomasz Wójcik',
      'Katarzyna Lewandowska',
      'Paweł Kamiński',
      'Magdalena Dąbrowska',
      'Krzysztof Mazur',
      'Agnieszka Król',
      'Michał Pawlak',
    ],
    plate: (n) => `WX ${4000 + n * 137}${String.fromCharCode(65 + (n % 26))}`,
    cities: {
      Warsaw: 'Warszawa',
      Munich: 'Monachium',
      Vienna: 'Wiedeń',
      Prague: 'Praga',
      Paris: 'Paryż',
      Brussels: 'Bruksela',
      Copenhagen: 'Kopenhaga',
      Milan: 'Mediolan',
      Zurich: 'Zurych',
      Budapest: 'Budapeszt',
      Bratislava: 'Bratysława',
      Dresden: 'Drezno',
      Frankfurt: 'Frankfurt nad Menem',
    },
  },
};

const MINUTE_MS = 60_000;

/** 6–9 vehicles per site on routes between European cities, each placed along its route by its progress. */
export const seedDemoFleet: AppDemoSeeder = async ({ db, catalog, groups, now, random }) => {
  const text = TEXTS[catalog.language];
  const city = (name: CityName) => text.cities[name] ?? name;
  for (const [groupIndex, group] of groups.entries()) {
    const count = 6 + Math.floor(random() * 4);
    const trips = TRIPS.slice(0, count);
    await db.insert(vehicle).values(
      trips.map((trip, index) => {
        const route = trip.stops.map((stop) => CITIES[stop]);
        const [lng, lat] = pointAlong(route, trip.progress);
        const number = groupIndex * 10 + index + 1;
        return {
          id: newId(),
          siteId: group.siteId,
          name: `${text.kinds[trip.kind]} ${String(number).padStart(2, '0')}`,
          plate: text.plate(number),
          kind: trip.kind,
          status: trip.status,
          driverName: text.drivers[index % text.drivers.length]!,
          lng,
          lat,
          origin: city(trip.stops[0]!),
          destination: city(trip.stops.at(-1)!),
          route: route.map(([x, y]) => [x, y] as const),
          progress: trip.progress,
          updatedAt: new Date(now.getTime() - Math.floor(random() * 90) * MINUTE_MS),
        };
      }),
    );
  }
};
