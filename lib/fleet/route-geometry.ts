import type { GeoPoint } from '@/lib/db/schema-fleet';

/*
 * Positions along a vehicle's route (docs/apps.md: Logistics fleet): great-circle distances, so a
 * vehicle at 50 % is halfway by road length on the map, whatever the legs' lengths.
 */

const RADIANS = Math.PI / 180;

/** The great-circle distance between two points in kilometres. */
export function distanceKm([lng1, lat1]: GeoPoint, [lng2, lat2]: GeoPoint): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLng = (lng2 - lng1) * RADIANS;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function routeLengthKm(route: readonly GeoPoint[]): number {
  let total = 0;
  for (let index = 1; index < route.length; index++) total += distanceKm(route[index - 1]!, route[index]!);
  return total;
}

/** The point `progress` percent along the route (0 the origin, 100 the destination); legs are short enough to interpolate linearly. */
export function pointAlong(route: readonly GeoPoint[], progress: number): GeoPoint {
  if (!route.length) throw new Error('a route needs at least one point');
  if (progress <= 0) return route[0]!;
  if (progress >= 100) return route[route.length - 1]!;
  const wanted = (routeLengthKm(route) * progress) / 100;
  let travelled = 0;
  for (let index = 1; index < route.length; index++) {
    const from = route[index - 1]!;
    const to = route[index]!;
    const leg = distanceKm(from, to);
    if (travelled + leg >= wanted && leg > 0) {
      const share = (wanted - travelled) / leg;
      return [from[0] + (to[0] - from[0]) * share, from[1] + (to[1] - from[1]) * share];
    }
    travelled += leg;
  }
  return route[route.length - 1]!;
}
