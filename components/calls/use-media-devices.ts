'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';

export interface MediaDeviceLists {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
}

const NONE: MediaDeviceLists = { cameras: [], microphones: [], speakers: [] };

function sortDevices(devices: MediaDeviceInfo[]): MediaDeviceLists {
  // Before permission is granted browsers list devices without ids, which cannot be chosen.
  const usable = devices.filter((device) => device.deviceId);
  return {
    cameras: usable.filter((device) => device.kind === 'videoinput'),
    microphones: usable.filter((device) => device.kind === 'audioinput'),
    speakers: usable.filter((device) => device.kind === 'audiooutput'),
  };
}

/**
 * The cameras, microphones and speakers of this computer, refreshed when devices are plugged in or
 * out and whenever `permissionKey` changes (labels and ids only appear once access is granted).
 */
export function useMediaDevices(permissionKey: unknown): MediaDeviceLists {
  const [lists, setLists] = useState<MediaDeviceLists>(NONE);

  useEffect(() => {
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.enumerateDevices) return;
    let active = true;
    const refresh = () => {
      media
        .enumerateDevices()
        .then((devices) => active && setLists(sortDevices(devices)))
        .catch(() => undefined);
    };
    refresh();
    media.addEventListener('devicechange', refresh);
    return () => {
      active = false;
      media.removeEventListener('devicechange', refresh);
    };
  }, [permissionKey]);

  return lists;
}

const never = () => () => undefined;

/** Whether this browser can send sound to a chosen speaker (Firefox and Safari mostly cannot). */
export function useCanChooseSpeaker(): boolean {
  return useSyncExternalStore(
    never,
    () => typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype,
    () => false,
  );
}
