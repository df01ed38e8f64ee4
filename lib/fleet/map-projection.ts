import { geoConicConformal, geoPath, type GeoPermissibleObjects, type GeoProjection } from 'd3-geo';
import type { GeoPoint } from '@/lib/db/schema-fleet';

/** The map's coordinate space (its SVG viewBox). */
export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 760;

/** The part of Europe the map shows: from Lisbon to Minsk, from Sicily to southern Scandinavia. */
const EUROPE_FRAME: GeoJSON.MultiPoint = {
  type: 'MultiPoint',
  coordinates: [
    [-9.5, 36],
    [28, 36],
    [28, 59],
    [-9.5, 59],
  ],
};

let projection: GeoProjection | undefined;

/** A conformal conic projection centred on Europe, fitted to the map; shapes far outside it are clipped. */
export function europeProjection(): GeoProjection {
  projection ??= geoConicConformal()
    .rotate([-10, 0])
    .parallels([40, 58])
    .fitExtent(
      [
        [10, 10],
        [MAP_WIDTH - 10, MAP_HEIGHT - 10],
      ],
      EUROPE_FRAME,
    )
    // Wide enough for the bands a wide or tall frame shows beside the fitted area.
    .clipExtent([
      [-MAP_WIDTH / 2, -MAP_HEIGHT / 4],
      [MAP_WIDTH * 1.5, MAP_HEIGHT * 1.25],
    ]);
  return projection;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Where a point lands on the map, in its coordinates (one decimal). */
export function projectPoint(point: GeoPoint): { x: number; y: number } {
  const [x, y] = europeProjection()(point as [number, number]) ?? [NaN, NaN];
  return { x: round(x), y: round(y) };
}

/** An SVG path through the route's points (straight segments on the map); '' for fewer than two. */
export function routePath(route: readonly GeoPoint[]): string {
  if (route.length < 2) return '';
  return route
    .map((point, index) => {
      const { x, y } = projectPoint(point);
      return `${index ? 'L' : 'M'}${x} ${y}`;
    })
    .join('');
}

/** An SVG path of a GeoJSON shape on the map (the base map's countries); '' when it falls outside. */
export function shapePath(shape: GeoPermissibleObjects): string {
  return geoPath(europeProjection()).digits(1)(shape) ?? '';
}
