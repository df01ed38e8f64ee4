'use client';

import {
  isTrackReference,
  useIsMuted,
  useIsSpeaking,
  VideoTrack,
  type TrackReferenceOrPlaceholder,
} from '@livekit/components-react';
import { Track } from 'livekit-client';
import { MicOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { cn } from '@/lib/utils';

/** One picture in the call: a participant's camera (or their initials) or a shared screen. */
export interface CallTile {
  id: string;
  /** participant.name || identity */
  name: string;
  isLocal: boolean;
  kind: 'camera' | 'screen';
  trackRef: TrackReferenceOrPlaceholder;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export function ParticipantTile({ tile }: { tile: CallTile }) {
  const t = useTranslations('Call');
  const { participant } = tile.trackRef;
  const microphone = useMemo(() => ({ participant, source: Track.Source.Microphone }), [participant]);
  const micMuted = useIsMuted(microphone);
  const videoMuted = useIsMuted(tile.trackRef);
  const speaking = useIsSpeaking(participant);
  const isCamera = tile.kind === 'camera';
  const showVideo = isTrackReference(tile.trackRef) && !videoMuted;
  const label = isCamera ? tile.name : t('screenOf', { name: tile.name });

  return (
    <figure
      data-testid="call-tile"
      data-kind={tile.kind}
      data-local={tile.isLocal}
      data-mic-muted={isCamera && micMuted}
      data-video={showVideo ? 'on' : 'off'}
      className={cn(
        'relative aspect-video overflow-hidden rounded-lg bg-neutral-900 text-white ring-2 ring-transparent transition-shadow',
        isCamera && speaking && 'ring-primary',
      )}
    >
      {showVideo && isTrackReference(tile.trackRef) ? (
        <VideoTrack
          trackRef={tile.trackRef}
          className={cn(
            'size-full',
            isCamera ? 'object-cover' : 'object-contain',
            isCamera && tile.isLocal && '-scale-x-100',
          )}
        />
      ) : (
        <div className="flex size-full items-center justify-center">
          <span
            aria-hidden
            className="flex size-16 items-center justify-center rounded-full bg-white/15 text-xl font-semibold"
          >
            {initialsOf(tile.name) || '?'}
          </span>
          <span className="sr-only">{t('cameraOff')}</span>
        </div>
      )}
      <figcaption className="absolute start-2 bottom-2 flex max-w-[calc(100%-1rem)] items-center gap-1.5 rounded bg-black/60 px-2 py-0.5 text-xs">
        {isCamera && micMuted ? (
          <>
            <MicOff aria-hidden className="size-3.5 shrink-0" />
            <span className="sr-only">{t('micMuted')}</span>
          </>
        ) : null}
        <span className="truncate">
          {label}
          {tile.isLocal ? ` ${t('You')}` : null}
        </span>
      </figcaption>
    </figure>
  );
}
