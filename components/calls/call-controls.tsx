'use client';

import { useLocalParticipant } from '@livekit/components-react';
import {
  Mic,
  MicOff,
  PhoneOff,
  ScreenShare,
  ScreenShareOff,
  Video,
  VideoOff,
  type LucideIcon,
} from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { mediaErrorKey } from '@/lib/calls/media-errors';
import { cn } from '@/lib/utils';
import type { InRoomProblemKey } from './join-errors';

type Control = 'microphone' | 'camera' | 'screen';

interface CallControlsProps {
  onLeave: () => void;
  onProblem: (key: InRoomProblemKey) => void;
}

/** Phones and tablets have no getDisplayMedia: offering a button that can only fail would mislead. */
const canShareScreen = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getDisplayMedia === 'function';

/** SPEC §2.7 in-room buttons; each toggle reports its state with aria-pressed as well as its label. */
export function CallControls({ onLeave, onProblem }: CallControlsProps) {
  const t = useTranslations('Call');
  const { localParticipant, isMicrophoneEnabled, isCameraEnabled, isScreenShareEnabled } =
    useLocalParticipant();
  const [pending, setPending] = useState<Control | null>(null);

  const toggle = async (control: Control, change: () => Promise<unknown>) => {
    setPending(control);
    try {
      await change();
    } catch (error) {
      console.error(`Could not switch the ${control}:`, error);
      // Closing the screen picker is a choice, not a failure.
      if (control === 'screen' && error instanceof Error && error.name === 'NotAllowedError') return;
      onProblem(
        control === 'screen'
          ? 'screenShareFailed'
          : mediaErrorKey(error, control === 'camera' ? 'camera' : 'mic'),
      );
    } finally {
      setPending(null);
    }
  };

  return (
    <div
      role="group"
      aria-label={t('callControls')}
      className="surface sticky bottom-4 z-10 flex flex-wrap items-center justify-center gap-2 p-3"
    >
      <ToggleButton
        pressed={!isMicrophoneEnabled}
        busy={pending === 'microphone'}
        icon={isMicrophoneEnabled ? Mic : MicOff}
        label={isMicrophoneEnabled ? t('MuteAudio') : t('UnMuteAudio')}
        onClick={() =>
          toggle('microphone', () => localParticipant.setMicrophoneEnabled(!isMicrophoneEnabled))
        }
      />
      <ToggleButton
        pressed={!isCameraEnabled}
        busy={pending === 'camera'}
        icon={isCameraEnabled ? Video : VideoOff}
        label={isCameraEnabled ? t('MuteVideo') : t('UnMuteVideo')}
        onClick={() => toggle('camera', () => localParticipant.setCameraEnabled(!isCameraEnabled))}
      />
      {canShareScreen() ? (
        <ToggleButton
          pressed={isScreenShareEnabled}
          busy={pending === 'screen'}
          icon={isScreenShareEnabled ? ScreenShareOff : ScreenShare}
          label={isScreenShareEnabled ? t('UnShareScreen') : t('ShareScreen')}
          onClick={() =>
            toggle('screen', () => localParticipant.setScreenShareEnabled(!isScreenShareEnabled))
          }
        />
      ) : null}
      <Button
        type="button"
        size="lg"
        onClick={onLeave}
        className="bg-destructive px-5 text-white hover:opacity-90"
      >
        <PhoneOff aria-hidden className="size-4" />
        {t('LeaveRoom')}
      </Button>
    </div>
  );
}

interface ToggleButtonProps {
  /** True while the device is off (muted, video stopped) or the screen is shared. */
  pressed: boolean;
  busy: boolean;
  icon: LucideIcon;
  label: string;
  onClick: () => void;
}

function ToggleButton({ pressed, busy, icon: Icon, label, onClick }: ToggleButtonProps) {
  return (
    <Button
      type="button"
      size="lg"
      variant="outline"
      aria-pressed={pressed}
      aria-busy={busy}
      disabled={busy}
      onClick={onClick}
      className={cn('px-4', pressed && 'border-primary/40 bg-primary-soft text-primary hover:bg-primary/20')}
    >
      <Icon aria-hidden className="size-4" />
      {label}
    </Button>
  );
}
