import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { vehicle } from '@/lib/db/schema';
import type { SiteId } from '@/sites';
import type { FleetVehicle } from './fleet-types';
import { projectPoint, routePath } from './map-projection';

/** The site's vehicles by name, placed on the map (read-only: fleets come from the sample data). */
export async function fleetOf(db: Database, siteId: SiteId): Promise<FleetVehicle[]> {
  const rows = await db
    .select()
    .from(vehicle)
    .where(eq(vehicle.siteId, siteId))
    .orderBy(asc(vehicle.name), asc(vehicle.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    plate: row.plate,
    kind: row.kind,
    status: row.status,
    driverName: row.driverName,
    origin: row.origin,
    destination: row.destination,
    progress: Math.max(0, Math.min(100, row.progress)),
    updatedAt: row.updatedAt.toISOString(),
    ...projectPoint([row.lng, row.lat]),
    routePath: routePath(row.route),
  }));
}
