'use client';

import { Truck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { EmptyState, NoFilterMatches } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { VEHICLE_STATUSES } from '@/lib/db/schema-fleet';
import type { FleetVehicle, VehicleStatus } from '@/lib/fleet/fleet-types';
import { FleetMap } from './fleet-map';
import { VehicleDetail } from './vehicle-detail';
import { VehicleList } from './vehicle-list';

const matches = (vehicle: FleetVehicle, query: string) =>
  [vehicle.name, vehicle.plate, vehicle.driverName, vehicle.origin, vehicle.destination].some((text) =>
    text.toLocaleLowerCase().includes(query),
  );

/** The fleet page: a filterable list of vehicles beside the map, and the selected vehicle's detail. */
export function FleetApp({ vehicles, baseMap }: { vehicles: FleetVehicle[]; baseMap: ReactNode }) {
  const t = useTranslations('Fleet');
  const searchId = useId();
  const statusId = useId();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<VehicleStatus | 'all'>('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const shown = useMemo(() => {
    const wanted = query.trim().toLocaleLowerCase();
    return vehicles.filter(
      (vehicle) => (status === 'all' || vehicle.status === status) && matches(vehicle, wanted),
    );
  }, [vehicles, query, status]);
  const selected = vehicles.find((vehicle) => vehicle.id === selectedId) ?? null;

  if (!vehicles.length)
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <EmptyState icon={Truck} title={t('emptyTitle')} text={t('emptyText')} />
      </div>
    );

  return (
    <div className="flex min-h-0 grow flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('summary', { count: vehicles.length })}</p>
      </div>
      <div className="grid min-h-0 grow gap-4 overflow-y-auto lg:grid-cols-[20rem_minmax(0,1fr)] lg:overflow-visible">
        <section
          aria-label={t('listLabel')}
          className="surface flex flex-col border border-border lg:min-h-0"
        >
          <div className="grid gap-2 border-b border-border p-3">
            <label htmlFor={searchId} className="sr-only">
              {t('search')}
            </label>
            <Input
              id={searchId}
              type="search"
              value={query}
              placeholder={t('searchPlaceholder')}
              onChange={(event) => setQuery(event.target.value)}
              className="h-9"
            />
            <div className="flex items-center gap-2">
              <label htmlFor={statusId} className="text-sm text-muted-foreground">
                {t('statusFilter')}
              </label>
              <select
                id={statusId}
                value={status}
                onChange={(event) => setStatus(event.target.value as VehicleStatus | 'all')}
                className="h-9 grow rounded-md border border-border bg-card px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <option value="all">{t('allStatuses')}</option>
                {VEHICLE_STATUSES.map((each) => (
                  <option key={each} value={each}>
                    {t(`status.${each}`)}
                  </option>
                ))}
              </select>
            </div>
            <p role="status" className="text-xs text-muted-foreground">
              {t('shown', { shown: shown.length, count: vehicles.length })}
            </p>
          </div>
          <div className="max-h-72 min-h-0 grow overflow-y-auto p-2 lg:max-h-none">
            {shown.length ? (
              <VehicleList vehicles={shown} selectedId={selectedId} onSelect={setSelectedId} />
            ) : (
              <NoFilterMatches
                text={t('noMatch')}
                clearLabel={t('clearFilters')}
                onClear={() => {
                  setQuery('');
                  setStatus('all');
                }}
              />
            )}
          </div>
        </section>
        <div className="flex flex-col gap-3 lg:min-h-0">
          <div className="surface aspect-[1000/760] shrink-0 overflow-hidden border border-border lg:aspect-auto lg:min-h-0 lg:shrink lg:grow">
            <FleetMap vehicles={shown} selectedId={selectedId} onSelect={setSelectedId} baseMap={baseMap} />
          </div>
          <VehicleDetail vehicle={selected} />
        </div>
      </div>
    </div>
  );
}
