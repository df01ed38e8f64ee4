'use client';

import { MapPin } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import type { FleetVehicle } from '@/lib/fleet/fleet-types';
import { StatusBadge } from './vehicle-status';

/** The selected vehicle's facts, or a hint to pick one; announced politely when it changes. */
export function VehicleDetail({ vehicle }: { vehicle: FleetVehicle | null }) {
  const t = useTranslations('Fleet');
  const format = useFormatter();
  return (
    <section
      aria-live="polite"
      aria-label={t('detailLabel')}
      className="surface shrink-0 border border-border p-4"
    >
      {vehicle ? (
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold">{vehicle.name}</h2>
            <StatusBadge status={vehicle.status} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
            <dt className="text-muted-foreground">{t('driver')}</dt>
            <dd>{vehicle.driverName || t('noDriver')}</dd>
            <dt className="text-muted-foreground">{t('plate')}</dt>
            <dd>{vehicle.plate}</dd>
            <dt className="text-muted-foreground">{t('routeLabel')}</dt>
            <dd>
              {vehicle.origin && vehicle.destination
                ? t('route', { origin: vehicle.origin, destination: vehicle.destination })
                : t('noRoute')}
            </dd>
            <dt className="text-muted-foreground">{t('lastUpdate')}</dt>
            <dd>
              <time dateTime={vehicle.updatedAt}>
                {format.dateTime(new Date(vehicle.updatedAt), { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </dd>
          </dl>
          <div className="space-y-1">
            <div className="flex justify-between text-sm">
              <span id={`progress-${vehicle.id}`}>{t('progress')}</span>
              <span>{format.number(vehicle.progress / 100, { style: 'percent' })}</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby={`progress-${vehicle.id}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={vehicle.progress}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${vehicle.progress}%` }} />
            </div>
          </div>
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MapPin aria-hidden className="size-4 shrink-0" />
          {t('pickOne')}
        </p>
      )}
    </section>
  );
}
