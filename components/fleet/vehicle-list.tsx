'use client';

import { useTranslations } from 'next-intl';
import type { FleetVehicle } from '@/lib/fleet/fleet-types';
import { cn } from '@/lib/utils';
import { StatusBadge } from './vehicle-status';

interface VehicleListProps {
  vehicles: FleetVehicle[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The vehicles as buttons (Tab and Enter select one); the selected one is pressed. */
export function VehicleList({ vehicles, selectedId, onSelect }: VehicleListProps) {
  const t = useTranslations('Fleet');
  return (
    <ul className="space-y-1">
      {vehicles.map((vehicle) => (
        <li key={vehicle.id}>
          <button
            type="button"
            aria-pressed={vehicle.id === selectedId}
            onClick={() => onSelect(vehicle.id)}
            className={cn(
              'w-full rounded-md px-3 py-2 text-start outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
              vehicle.id === selectedId && 'bg-primary-soft hover:bg-primary-soft',
            )}
          >
            <span className="flex items-center justify-between gap-2">
              <span className="truncate font-medium">{vehicle.name}</span>
              <StatusBadge status={vehicle.status} />
            </span>
            <span className="mt-0.5 block truncate text-xs text-muted-foreground">
              {vehicle.plate} ·{' '}
              {vehicle.origin && vehicle.destination
                ? t('route', { origin: vehicle.origin, destination: vehicle.destination })
                : vehicle.driverName}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
