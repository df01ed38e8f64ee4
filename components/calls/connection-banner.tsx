'use client';

import { useConnectionState } from '@livekit/components-react';
import { ConnectionState } from 'livekit-client';
import { LoaderCircle, WifiOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { MessageKey } from '@/lib/i18n/message-keys';

const MESSAGE_KEYS: Partial<Record<ConnectionState, MessageKey<'Call'>>> = {
  [ConnectionState.Connecting]: 'stateConnecting',
  [ConnectionState.Reconnecting]: 'stateReconnecting',
  [ConnectionState.SignalReconnecting]: 'stateSignalReconnecting',
  [ConnectionState.Disconnected]: 'stateDisconnected',
};

/** Says so while the room is not (or no longer) connected; RoomEvent.ConnectionStateChanged drives it. */
export function ConnectionBanner() {
  const t = useTranslations('Call');
  const state = useConnectionState();
  const key = MESSAGE_KEYS[state];
  const Icon = state === ConnectionState.Disconnected ? WifiOff : LoaderCircle;
  // The live region stays mounted so the change is announced.
  return (
    <div role="status" aria-live="polite">
      {key ? (
        <p className="flex items-center gap-2 rounded-md border border-amber-500/30 bg-amber-500/10 px-3 py-1.5 text-sm text-amber-800 dark:text-amber-200">
          <Icon
            aria-hidden
            className={Icon === LoaderCircle ? 'size-4 motion-safe:animate-spin' : 'size-4'}
          />
          {t(key)}
        </p>
      ) : null}
    </div>
  );
}
