'use client';

import { useEffect, useState } from 'react';
import { canCaptureMedia, mediaErrorKey, type MediaErrorKey } from '@/lib/calls/media-errors';

export interface LocalPreview {
  /** False until the browser has answered for the chosen devices. */
  ready: boolean;
  videoTrack: MediaStreamTrack | null;
  audioTrack: MediaStreamTrack | null;
  cameraError: MediaErrorKey | null;
  micError: MediaErrorKey | null;
}

interface Opened {
  tracks: MediaStreamTrack[];
  cameraError: MediaErrorKey | null;
  micError: MediaErrorKey | null;
}

const constraintFor = (deviceId: string): MediaTrackConstraints | boolean =>
  deviceId ? { deviceId: { exact: deviceId } } : true;

const stopAll = (tracks: MediaStreamTrack[]) => tracks.forEach((track) => track.stop());

async function openDevices(cameraId: string, micId: string): Promise<Opened> {
  if (!canCaptureMedia()) return { tracks: [], cameraError: 'mediaUnavailable', micError: null };
  const video = constraintFor(cameraId);
  const audio = constraintFor(micId);
  const media = navigator.mediaDevices;
  try {
    // One request, so the browser asks for both permissions in a single prompt.
    return {
      tracks: (await media.getUserMedia({ video, audio })).getTracks(),
      cameraError: null,
      micError: null,
    };
  } catch {
    // One failing device must not hide the other: ask for each alone to learn which one it was.
    const [camera, mic] = await Promise.allSettled([
      media.getUserMedia({ video }),
      media.getUserMedia({ audio }),
    ]);
    return {
      tracks: [camera, mic].flatMap((result) =>
        result.status === 'fulfilled' ? result.value.getTracks() : [],
      ),
      cameraError: camera.status === 'rejected' ? mediaErrorKey(camera.reason, 'camera') : null,
      micError: mic.status === 'rejected' ? mediaErrorKey(mic.reason, 'mic') : null,
    };
  }
}

/** The pre-join camera preview and microphone check; every track stops when the devices change or the pane goes. */
export function useLocalPreview(cameraId: string, micId: string): LocalPreview {
  const request = `${cameraId}\n${micId}`;
  const [opened, setOpened] = useState<(Opened & { request: string }) | null>(null);

  useEffect(() => {
    let active = true;
    let tracks: MediaStreamTrack[] = [];
    void openDevices(cameraId, micId).then((result) => {
      if (!active) return stopAll(result.tracks);
      tracks = result.tracks;
      setOpened({ ...result, request: `${cameraId}\n${micId}` });
    });
    return () => {
      active = false;
      stopAll(tracks);
    };
  }, [cameraId, micId]);

  // Tracks of the previous devices are already stopped: show nothing until the new ones arrive.
  if (!opened || opened.request !== request)
    return { ready: false, videoTrack: null, audioTrack: null, cameraError: null, micError: null };
  return {
    ready: true,
    videoTrack: opened.tracks.find((track) => track.kind === 'video') ?? null,
    audioTrack: opened.tracks.find((track) => track.kind === 'audio') ?? null,
    cameraError: opened.cameraError,
    micError: opened.micError,
  };
}
