'use client';

import { usePreviewTracks } from '@livekit/components-react';
import { Track, type LocalAudioTrack, type LocalVideoTrack } from 'livekit-client';
import { useCallback, useState } from 'react';
import { canCaptureMedia, mediaErrorKey, type MediaErrorKey } from '@/lib/calls/media-errors';

export interface DevicePreview {
  /** False until the browser has answered for the chosen devices. */
  ready: boolean;
  videoTrack: LocalVideoTrack | null;
  audioTrack: LocalAudioTrack | null;
  cameraError: MediaErrorKey | null;
  micError: MediaErrorKey | null;
}

type Tracks = (LocalAudioTrack | LocalVideoTrack)[] | undefined;

const NOTHING = {};
const captureOption = (deviceId: string) => (deviceId ? { deviceId } : true);
const trackOf = <T>(tracks: Tracks, kind: Track.Kind) =>
  (tracks?.find((track) => track.kind === kind) as T | undefined) ?? null;

/**
 * The pre-join camera preview and microphone check on LiveKit's usePreviewTracks: one request for
 * both, so the browser asks for both permissions in a single prompt; if it fails, one request per
 * device, so one failing device does not hide the other. Use it in a component keyed by the chosen
 * devices: the tracks stop when the component goes, and a new choice starts from "not ready".
 */
export function useDevicePreview(cameraId: string, micId: string): DevicePreview {
  const available = canCaptureMedia();
  const [split, setSplit] = useState(false);
  const [cameraError, setCameraError] = useState<MediaErrorKey | null>(null);
  const [micError, setMicError] = useState<MediaErrorKey | null>(null);
  // usePreviewTracks restarts when its error callback changes: keep them stable.
  const onBothFailed = useCallback(() => setSplit(true), []);
  const onCameraFailed = useCallback((error: Error) => setCameraError(mediaErrorKey(error, 'camera')), []);
  const onMicFailed = useCallback((error: Error) => setMicError(mediaErrorKey(error, 'mic')), []);

  const video = captureOption(cameraId);
  const audio = captureOption(micId);
  const both: Tracks = usePreviewTracks(available && !split ? { video, audio } : NOTHING, onBothFailed);
  const cameraOnly: Tracks = usePreviewTracks(available && split ? { video } : NOTHING, onCameraFailed);
  const micOnly: Tracks = usePreviewTracks(available && split ? { audio } : NOTHING, onMicFailed);

  if (!available)
    return {
      ready: true,
      videoTrack: null,
      audioTrack: null,
      cameraError: 'mediaUnavailable',
      micError: null,
    };
  if (!split) {
    return {
      ready: both !== undefined,
      videoTrack: trackOf(both, Track.Kind.Video),
      audioTrack: trackOf(both, Track.Kind.Audio),
      cameraError: null,
      micError: null,
    };
  }
  return {
    ready: (cameraOnly !== undefined || cameraError !== null) && (micOnly !== undefined || micError !== null),
    videoTrack: trackOf(cameraOnly, Track.Kind.Video),
    audioTrack: trackOf(micOnly, Track.Kind.Audio),
    cameraError,
    micError,
  };
}
