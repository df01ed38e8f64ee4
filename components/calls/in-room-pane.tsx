'use client';

import { RoomAudioRenderer, RoomContext } from '@livekit/components-react';
import type { Room } from 'livekit-client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { CallControls } from './call-controls';
import { CallProblemAlert } from './call-problem-alert';
import { ConnectionBanner } from './connection-banner';
import type { InRoomProblemKey } from './join-errors';
import { ParticipantGrid } from './participant-grid';
import { StartAudioPrompt } from './start-audio-prompt';
import { useCallTiles } from './use-call-tiles';

export interface InRoomPaneProps {
  /** A connected room; leaving is the parent's job (onLeave). */
  room: Room;
  roomName: string;
  selfName: string;
  peerName: string | null;
  problems: InRoomProblemKey[];
  onProblem: (key: InRoomProblemKey) => void;
  onDismissProblems: () => void;
  onLeave: () => void;
}

/**
 * docs/product.md §2.7 in-room pane. Loaded only once the user joins (next/dynamic), since it carries the
 * LiveKit components (docs/architecture.md §8 call-page budget).
 */
export function InRoomPane({
  room,
  roomName,
  selfName,
  peerName,
  problems,
  onProblem,
  onDismissProblems,
  onLeave,
}: InRoomPaneProps) {
  const t = useTranslations('Call');
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The join button the focus was on is gone: keyboard and screen reader users continue from the title.
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <RoomContext.Provider value={room}>
      <section className="space-y-4">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 ref={titleRef} tabIndex={-1} className="text-lg font-semibold break-all outline-none">
              {t('roomTitle', { room: roomName })}
            </h2>
            {peerName ? (
              <p className="text-sm text-muted-foreground">{t('callWith', { name: peerName })}</p>
            ) : null}
          </div>
          <ConnectionBanner />
        </header>
        <StartAudioPrompt />
        {problems.length ? (
          <CallProblemAlert onDismiss={onDismissProblems}>
            {problems.map((key) => (
              <p key={key}>{t(key)}</p>
            ))}
          </CallProblemAlert>
        ) : null}
        <CallTiles selfName={selfName} label={t('participants')} />
        <CallControls onLeave={onLeave} onProblem={onProblem} />
        {/* Remote voices play through hidden audio elements. */}
        <RoomAudioRenderer />
      </section>
    </RoomContext.Provider>
  );
}

function CallTiles({ selfName, label }: { selfName: string; label: string }) {
  return <ParticipantGrid tiles={useCallTiles(selfName)} label={label} />;
}
