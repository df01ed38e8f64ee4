import { describe, expect, it } from 'vitest';
import { CITIES } from '@/lib/fleet/cities';
import { MAP_HEIGHT, MAP_WIDTH, projectPoint, routePath } from '@/lib/fleet/map-projection';
import { distanceKm, pointAlong } from '@/lib/fleet/route-geometry';

describe('fleet route geometry', () => {
  it('measure great-circle distances between cities', () => {
    expect(distanceKm(CITIES.Warsaw, CITIES.Berlin)).toBeGreaterThan(510);
    expect(distanceKm(CITIES.Warsaw, CITIES.Berlin)).toBeLessThan(530);
    expect(distanceKm(CITIES.Paris, CITIES.Paris)).toBe(0);
  });

  it('place a vehicle along its route by distance travelled', () => {
    const route = [CITIES.Warsaw, CITIES.Poznań, CITIES.Berlin];
    expect(pointAlong(route, 0)).toEqual(CITIES.Warsaw);
    expect(pointAlong(route, 100)).toEqual(CITIES.Berlin);
    expect(pointAlong(route, 150)).toEqual(CITIES.Berlin);
    // Warsaw–Poznań is about 279 km of the route's 518: 54 % is close to Poznań.
    const [lng, lat] = pointAlong(route, 54);
    expect(distanceKm([lng, lat], CITIES.Poznań)).toBeLessThan(5);
    // Halfway on a straight leg is its midpoint.
    const [midLng, midLat] = pointAlong([CITIES.Vienna, CITIES.Bratislava], 50);
    expect(midLng).toBeCloseTo((CITIES.Vienna[0] + CITIES.Bratislava[0]) / 2, 5);
    expect(midLat).toBeCloseTo((CITIES.Vienna[1] + CITIES.Bratislava[1]) / 2, 5);
  });
});

describe('fleet map projection', () => {
  it('put every sample city on the map, east to the right and north up', () => {
    for (const city of Object.values(CITIES)) {
      const { x, y } = projectPoint(city);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(MAP_WIDTH);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(MAP_HEIGHT);
    }
    expect(projectPoint(CITIES.Warsaw).x).toBeGreaterThan(projectPoint(CITIES.Berlin).x);
    expect(projectPoint(CITIES.Copenhagen).y).toBeLessThan(projectPoint(CITIES.Milan).y);
    expect(projectPoint(CITIES.Madrid).x).toBeLessThan(projectPoint(CITIES.Paris).x);
  });

  it('draw a route as a path through its projected points', () => {
    const start = projectPoint(CITIES.Paris);
    const end = projectPoint(CITIES.Brussels);
    expect(routePath([CITIES.Paris, CITIES.Brussels])).toBe(`M${start.x} ${start.y}L${end.x} ${end.y}`);
    expect(routePath([CITIES.Paris])).toBe('');
  });
});
