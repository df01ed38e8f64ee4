'use client';

import { useTracks, type TrackReferenceOrPlaceholder } from '@livekit/components-react';
import { Track } from 'livekit-client';
import { useMemo } from 'react';
import type { CallTile } from './participant-tile';

const SOURCES = [
  { source: Track.Source.Camera, withPlaceholder: true },
  { source: Track.Source.ScreenShare, withPlaceholder: false },
];

/** Shared screens first (they carry the content), then you, then everyone else in joining order. */
const rank = (tile: CallTile) => (tile.kind === 'screen' ? 0 : tile.isLocal ? 1 : 2);

export function toCallTiles(trackRefs: TrackReferenceOrPlaceholder[], selfName: string): CallTile[] {
  const tiles = trackRefs.map((trackRef): CallTile => {
    const { participant } = trackRef;
    const kind = trackRef.source === Track.Source.ScreenShare ? 'screen' : 'camera';
    return {
      id: `${participant.identity}:${kind}`,
      name: participant.name || (participant.isLocal && selfName) || participant.identity,
      isLocal: participant.isLocal,
      kind,
      trackRef,
    };
  });
  return tiles.sort((a, b) => rank(a) - rank(b));
}

/** docs/product.md §2.7 grid content: local video, local screen share and each remote participant's camera and screen. */
export function useCallTiles(selfName: string): CallTile[] {
  const trackRefs = useTracks(SOURCES, { onlySubscribed: false });
  return useMemo(() => toCallTiles(trackRefs, selfName), [trackRefs, selfName]);
}
