'use client';

import { useTrackToggle } from '@livekit/components-react';
import { Track } from 'livekit-client';
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
import { Button } from '@/components/ui/button';
import { mediaErrorKey } from '@/lib/calls/media-errors';
import { cn } from '@/lib/utils';
import type { InRoomProblemKey } from './join-errors';

interface CallControlsProps {
  onLeave: () => void;
  onProblem: (key: InRoomProblemKey) => void;
}

/** Phones and tablets have no getDisplayMedia: offering a button that can only fail would mislead. */
const canShareScreen = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getDisplayMedia === 'function';

/** docs/product.md §2.7 in-room buttons (LiveKit's useTrackToggle); each toggle reports its state with aria-pressed as well as its label. */
export function CallControls({ onLeave, onProblem }: CallControlsProps) {
  const t = useTranslations('Call');
  const microphone = useTrackToggle({
    source: Track.Source.Microphone,
    onDeviceError: (error) =>
      reportFailure('microphone', error, () => onProblem(mediaErrorKey(error, 'mic'))),
  });
  const camera = useTrackToggle({
    source: Track.Source.Camera,
    onDeviceError: (error) => reportFailure('camera', error, () => onProblem(mediaErrorKey(error, 'camera'))),
  });
  const screen = useTrackToggle({
    source: Track.Source.ScreenShare,
    onDeviceError: (error) => {
      // Closing the screen picker is a choice, not a failure.
      if (error.name === 'NotAllowedError') return;
      reportFailure('screen', error, () => onProblem('screenShareFailed'));
    },
  });

  return (
    <div
      role="group"
      aria-label={t('callControls')}
      className="surface sticky bottom-4 z-10 flex flex-wrap items-center justify-center gap-2 p-3"
    >
      <ToggleButton
        pressed={!microphone.enabled}
        busy={microphone.pending}
        icon={microphone.enabled ? Mic : MicOff}
        label={microphone.enabled ? t('MuteAudio') : t('UnMuteAudio')}
        onClick={() => void microphone.toggle()}
      />
      <ToggleButton
        pressed={!camera.enabled}
        busy={camera.pending}
        icon={camera.enabled ? Video : VideoOff}
        label={camera.enabled ? t('MuteVideo') : t('UnMuteVideo')}
        onClick={() => void camera.toggle()}
      />
      {canShareScreen() ? (
        <ToggleButton
          pressed={screen.enabled}
          busy={screen.pending}
          icon={screen.enabled ? ScreenShareOff : ScreenShare}
          label={screen.enabled ? t('UnShareScreen') : t('ShareScreen')}
          onClick={() => void screen.toggle()}
        />
      ) : null}
      <Button
        type="button"
        size="lg"
        onClick={onLeave}
        className="bg-destructive px-5 text-destructive-foreground hover:opacity-90"
      >
        <PhoneOff aria-hidden className="size-4" />
        {t('LeaveRoom')}
      </Button>
    </div>
  );
}

function reportFailure(control: string, error: Error, report: () => void) {
  console.error(`Could not switch the ${control}:`, error);
  report();
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
