import type { GeoPoint } from '@/lib/db/schema-fleet';

/** European cities the sample routes run between, with their longitude and latitude. */
export const CITIES = {
  Amsterdam: [4.9, 52.37],
  Barcelona: [2.17, 41.39],
  Berlin: [13.4, 52.52],
  Bratislava: [17.11, 48.15],
  Brussels: [4.35, 50.85],
  Budapest: [19.04, 47.5],
  Copenhagen: [12.57, 55.68],
  Dresden: [13.74, 51.05],
  Frankfurt: [8.68, 50.11],
  Gdańsk: [18.65, 54.35],
  Hamburg: [9.99, 53.55],
  Kraków: [19.94, 50.06],
  Lyon: [4.84, 45.76],
  Madrid: [-3.7, 40.42],
  Milan: [9.19, 45.46],
  Munich: [11.58, 48.14],
  Paris: [2.35, 48.86],
  Poznań: [16.93, 52.41],
  Prague: [14.42, 50.08],
  Rotterdam: [4.48, 51.92],
  Vienna: [16.37, 48.21],
  Warsaw: [21.01, 52.23],
  Wrocław: [17.03, 51.11],
  Zurich: [8.54, 47.37],
} as const satisfies Record<string, GeoPoint>;

export type CityName = keyof typeof CITIES;
