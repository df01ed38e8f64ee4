'use client';

import { useTrackVolume } from '@livekit/components-react';
import type { LocalAudioTrack } from 'livekit-client';
import { useTranslations } from 'next-intl';

/** useTrackVolume's level (0–1) is small for speech: scale it so talking fills most of the bar. */
const LEVEL_TO_PERCENT = 250;

/** A bar that moves with the microphone's loudness, so people can check it before joining. */
export function MicLevel({ track }: { track: LocalAudioTrack | null }) {
  const t = useTranslations('Call');
  if (!track) return null;
  return (
    <div className="space-y-1">
      <LevelBar track={track} />
      <p className="text-xs text-muted-foreground">{t('micLevelHint')}</p>
    </div>
  );
}

/** Its own component: useTrackVolume updates about 30 times a second and re-renders only the bar. */
function LevelBar({ track }: { track: LocalAudioTrack }) {
  const volume = useTrackVolume(track);
  return (
    <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-muted">
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-75"
        style={{ width: `${Math.min(100, Math.round(volume * LEVEL_TO_PERCENT))}%` }}
      />
    </div>
  );
}
