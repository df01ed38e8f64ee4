'use client';

import type { LocalVideoTrack } from 'livekit-client';
import { LoaderCircle, VideoOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';

interface CameraPreviewProps {
  track: LocalVideoTrack | null;
  /** False while the browser is still opening the camera. */
  ready: boolean;
  selfName: string;
}

/** The live picture of the chosen camera, mirrored like a mirror so moving feels natural. */
export function CameraPreview({ track, ready, selfName }: CameraPreviewProps) {
  const t = useTranslations('Call');
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !track) return;
    track.attach(video);
    return () => {
      track.detach(video);
    };
  }, [track]);

  return (
    <figure className="relative aspect-video overflow-hidden rounded-lg bg-neutral-900 text-white">
      {track ? (
        <video
          ref={videoRef}
          autoPlay
          muted
          playsInline
          aria-label={t('previewLabel')}
          className="size-full -scale-x-100 object-cover"
        />
      ) : (
        <PreviewPlaceholder off={ready} />
      )}
      <figcaption className="absolute start-2 bottom-2 max-w-[calc(100%-1rem)] truncate rounded bg-black/60 px-2 py-0.5 text-xs">
        {selfName}
      </figcaption>
    </figure>
  );
}

/** "Starting the camera…" (spinner) or "Camera off"; also shown while the preview code loads. */
export function PreviewPlaceholder({ off }: { off: boolean }) {
  const t = useTranslations('Call');
  return (
    <div className="flex size-full flex-col items-center justify-center gap-2 text-sm text-white/80">
      {off ? (
        <VideoOff aria-hidden className="size-8" />
      ) : (
        <LoaderCircle aria-hidden className="size-8 motion-safe:animate-spin" />
      )}
      <span>{off ? t('previewOff') : t('previewStarting')}</span>
    </div>
  );
}
