'use client';

/*
 * The pre-join pane's devices on LiveKit's hooks (usePreviewTracks, useMediaDeviceSelect,
 * useTrackVolume). pre-join-pane.tsx loads this module with next/dynamic once the page is
 * interactive: it brings livekit-client, which the page's first load must not carry (docs/architecture.md §8),
 * and the joining code reuses the same chunk.
 */
import { useMediaDeviceSelect } from '@livekit/components-react';
import { supportsAudioOutputSelection } from 'livekit-client';
import { useEffect } from 'react';
import type { MediaErrorKey } from '@/lib/calls/media-errors';
import { CameraPreview } from './camera-preview';
import type { CallDevices } from './connect-call-room';
import { DeviceFields } from './device-select';
import { MicLevel } from './mic-level';
import { useDevicePreview } from './use-device-preview';

export interface MediaStatus {
  /** A camera or microphone track is open, so devices now list with ids and labels. */
  granted: boolean;
  errors: MediaErrorKey[];
}

interface DevicePreviewPanelProps {
  devices: CallDevices;
  selfName: string;
  onStatusChange: (status: MediaStatus) => void;
}

/** Camera preview and microphone level of the chosen devices; every track stops when the choice changes or the pane goes. */
export function DevicePreviewPanel({ devices, selfName, onStatusChange }: DevicePreviewPanelProps) {
  const { videoDeviceId, audioDeviceId } = devices;
  return (
    <PreviewOf
      key={`${videoDeviceId}\n${audioDeviceId}`}
      cameraId={videoDeviceId}
      micId={audioDeviceId}
      selfName={selfName}
      onStatusChange={onStatusChange}
    />
  );
}

interface PreviewOfProps {
  cameraId: string;
  micId: string;
  selfName: string;
  onStatusChange: (status: MediaStatus) => void;
}

function PreviewOf({ cameraId, micId, selfName, onStatusChange }: PreviewOfProps) {
  const preview = useDevicePreview(cameraId, micId);
  const granted = preview.videoTrack !== null || preview.audioTrack !== null;
  const { cameraError, micError } = preview;
  useEffect(() => {
    onStatusChange({ granted, errors: [cameraError, micError].filter((key) => key !== null) });
  }, [onStatusChange, granted, cameraError, micError]);
  return (
    <div className="space-y-3">
      <CameraPreview track={preview.videoTrack} ready={preview.ready} selfName={selfName} />
      <MicLevel track={preview.audioTrack} />
    </div>
  );
}

interface DeviceSelectsProps {
  devices: CallDevices;
  onDevicesChange: (devices: CallDevices) => void;
}

/**
 * The camera, microphone and speaker lists, refreshed when devices are plugged in or out. They never
 * ask for permission themselves (the preview does); the pane remounts them once access is granted,
 * when ids and labels appear.
 */
export function DeviceSelects({ devices, onDevicesChange }: DeviceSelectsProps) {
  const cameras = useMediaDeviceSelect({ kind: 'videoinput', requestPermissions: false }).devices;
  const microphones = useMediaDeviceSelect({ kind: 'audioinput', requestPermissions: false }).devices;
  const speakers = useMediaDeviceSelect({ kind: 'audiooutput', requestPermissions: false }).devices;
  return (
    <DeviceFields
      lists={{ videoinput: cameras, audioinput: microphones, audiooutput: speakers }}
      devices={devices}
      onDevicesChange={onDevicesChange}
      // Firefox and Safari mostly cannot send sound to a chosen speaker.
      canChooseSpeaker={supportsAudioOutputSelection()}
    />
  );
}
