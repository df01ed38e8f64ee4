'use client';

import { Camera, Mic, Volume2, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { CallDevices } from './connect-call-room';

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

type DeviceKind = 'videoinput' | 'audioinput' | 'audiooutput';
export type DeviceLists = Record<DeviceKind, MediaDeviceInfo[]>;
export const NO_DEVICES: DeviceLists = { videoinput: [], audioinput: [], audiooutput: [] };

/** docs/product.md §2.7 selectors, in order: camera, microphone, speaker (the speaker only where the browser can choose one). */
const DEVICE_FIELDS = [
  { kind: 'videoinput', field: 'videoDeviceId', label: 'camera', unnamed: 'cameraNumber', icon: Camera },
  { kind: 'audioinput', field: 'audioDeviceId', label: 'microphone', unnamed: 'microphoneNumber', icon: Mic },
  {
    kind: 'audiooutput',
    field: 'audioOutputDeviceId',
    label: 'speaker',
    unnamed: 'speakerNumber',
    icon: Volume2,
  },
] as const;

interface DeviceFieldsProps {
  lists: DeviceLists;
  devices: CallDevices;
  onDevicesChange: (devices: CallDevices) => void;
  canChooseSpeaker: boolean;
}

export function DeviceFields({ lists, devices, onDevicesChange, canChooseSpeaker }: DeviceFieldsProps) {
  const t = useTranslations('Call');
  return DEVICE_FIELDS.filter(({ kind }) => kind !== 'audiooutput' || canChooseSpeaker).map(
    ({ kind, field, label, unnamed, icon }) => (
      <DeviceSelect
        key={kind}
        label={t(label)}
        icon={icon}
        // Before permission is granted browsers list devices without ids, which cannot be chosen.
        devices={lists[kind].filter((device) => device.deviceId)}
        value={devices[field]}
        onChange={(deviceId) => onDevicesChange({ ...devices, [field]: deviceId })}
        emptyLabel={t('defaultDevice')}
        unnamedLabel={(number) => t(unnamed, { number })}
      />
    ),
  );
}
