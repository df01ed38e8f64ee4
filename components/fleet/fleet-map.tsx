'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FleetVehicle } from '@/lib/fleet/fleet-types';
import { MAP_HEIGHT, MAP_WIDTH } from '@/lib/fleet/map-projection';
import { cn } from '@/lib/utils';
import { STATUS_TONES } from './vehicle-status';

interface FleetMapProps {
  vehicles: FleetVehicle[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  baseMap: ReactNode;
}

/**
 * The map: the server-drawn base map, each vehicle's route as a line and its position as a marker;
 * the selected one on top and highlighted. Markers answer clicks; the list is the keyboard way.
 */
export function FleetMap({ vehicles, selectedId, onSelect, baseMap }: FleetMapProps) {
  const t = useTranslations('Fleet');
  const selected = vehicles.find((vehicle) => vehicle.id === selectedId) ?? null;
  const ordered = selected ? [...vehicles.filter((vehicle) => vehicle !== selected), selected] : vehicles;
  return (
    <svg
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label={
        selected
          ? t('mapSelected', { count: vehicles.length, name: selected.name })
          : t('mapLabel', { count: vehicles.length })
      }
      className="size-full overflow-visible bg-sky-100/70 dark:bg-slate-900"
    >
      {baseMap}
      {ordered.map((vehicle) =>
        vehicle.routePath ? (
          <path
            key={`route-${vehicle.id}`}
            d={vehicle.routePath}
            className={cn(
              'fill-none',
              vehicle.id === selectedId ? 'stroke-primary' : 'stroke-muted-foreground/50',
            )}
            strokeWidth={vehicle.id === selectedId ? 3.5 : 1.5}
            strokeDasharray={vehicle.id === selectedId ? undefined : '6 5'}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : null,
      )}
      {ordered.map((vehicle) => {
        const active = vehicle.id === selectedId;
        return (
          <g
            key={vehicle.id}
            data-vehicle-marker={vehicle.id}
            data-selected={active || undefined}
            transform={`translate(${vehicle.x} ${vehicle.y})`}
            className="cursor-pointer"
            onClick={() => onSelect(vehicle.id)}
          >
            {active ? <circle r={17} className="fill-primary/25 stroke-primary" strokeWidth={2} /> : null}
            <circle
              r={active ? 9 : 7}
              className={cn(STATUS_TONES[vehicle.status].marker, 'stroke-background')}
              strokeWidth={2.5}
            />
          </g>
        );
      })}
    </svg>
  );
}
