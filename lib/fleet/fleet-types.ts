import type { VEHICLE_STATUSES } from '@/lib/db/schema-fleet';

export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** A vehicle as the fleet page shows it: its facts, and where the map draws it (docs/apps.md: Logistics fleet). */
export interface FleetVehicle {
  id: string;
  name: string;
  plate: string;
  kind: string;
  status: VehicleStatus;
  driverName: string;
  origin: string;
  destination: string;
  progress: number;
  /** ISO time of the last position report. */
  updatedAt: string;
  /** The marker's place in the map's coordinates. */
  x: number;
  y: number;
  /** The route as an SVG path in the map's coordinates; '' when it has none. */
  routePath: string;
}
