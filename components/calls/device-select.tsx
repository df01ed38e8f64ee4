'use client';

import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';

interface DeviceSelectProps {
  label: string;
  icon: LucideIcon;
  devices: MediaDeviceInfo[];
  /** The chosen device id; '' (or a device that is gone) means the first one, the system default. */
  value: string;
  onChange: (deviceId: string) => void;
  /** Shown while no device can be listed yet (before permission) or none exists. */
  emptyLabel: string;
  /** A name for a device the browser gives no label, from its position (1-based). */
  unnamedLabel: (position: number) => string;
}

export function DeviceSelect({
  label,
  icon: Icon,
  devices,
  value,
  onChange,
  emptyLabel,
  unnamedLabel,
}: DeviceSelectProps) {
  const id = useId();
  const current = devices.some((device) => device.deviceId === value) ? value : (devices[0]?.deviceId ?? '');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium">
        <Icon aria-hidden className="size-4 text-muted-foreground" />
        {label}
      </label>
      <select
        id={id}
        value={current}
        disabled={!devices.length}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full rounded-md border border-border bg-card px-3 text-sm outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30 disabled:opacity-60"
      >
        {devices.length ? (
          devices.map((device, index) => (
            <option key={device.deviceId} value={device.deviceId}>
              {device.label || unnamedLabel(index + 1)}
            </option>
          ))
        ) : (
          <option value="">{emptyLabel}</option>
        )}
      </select>
    </div>
  );
}
