'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormField } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';
import type { OutgoingPhase } from '@/components/calls/call-atoms';
import { isValidRoomName } from '@/lib/calls/token-client';
import { CallProblemAlert } from './call-problem-alert';
import { PreviewPlaceholder } from './camera-preview';
import type { CallDevices } from './connect-call-room';
import { DeviceFields, NO_DEVICES } from './device-select';
import type { CallProblem } from './join-errors';
import { JoinButton } from './join-button';
import { OutgoingCallNotice } from './outgoing-call-notice';
import type { MediaStatus } from './pre-join-media';

const EMPTY_CHOICE: CallDevices = { videoDeviceId: '', audioDeviceId: '', audioOutputDeviceId: '' };

// docs/architecture.md §8: the device code (livekit-client) loads once the page is interactive, not with it.
const loadMedia = () => import('./pre-join-media');
const DevicePreviewPanel = dynamic(() => loadMedia().then((module) => module.DevicePreviewPanel), {
  ssr: false,
  loading: () => (
    <div className="relative aspect-video overflow-hidden rounded-lg bg-neutral-900 text-white">
      <PreviewPlaceholder off={false} />
    </div>
  ),
});
const DeviceSelects = dynamic(() => loadMedia().then((module) => module.DeviceSelects), {
  ssr: false,
  loading: () => (
    <DeviceFields
      lists={NO_DEVICES}
      devices={EMPTY_CHOICE}
      onDevicesChange={() => undefined}
      canChooseSpeaker
    />
  ),
});
/** The token route's limit for participant names. */
const PARTICIPANT_NAME_MAX = 80;

export interface PreJoinPaneProps {
  roomName: string;
  onRoomNameChange: (value: string) => void;
  participantName: string;
  onParticipantNameChange: (value: string) => void;
  devices: CallDevices;
  onDevicesChange: (devices: CallDevices) => void;
  selfName: string;
  /** The other member of a two-person room, when known. */
  peerName: string | null;
  outgoingPhase: OutgoingPhase | null;
  problem: CallProblem | null;
  joining: boolean;
  canJoin: boolean;
  diagnosticsHref: string;
  loginHref: string;
  onJoin: () => void;
  onPrepareJoin: () => void;
  /** Move the focus to the title when the pane appears (after leaving a call). */
  focusTitle: boolean;
}

/** docs/product.md §2.7 pre-join pane: room title, camera with live preview, microphone, speaker, and join (or login). */
export function PreJoinPane(props: PreJoinPaneProps) {
  const { roomName, participantName, devices, onDevicesChange, problem, joining } = props;
  const t = useTranslations('Call');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [mediaErrors, setMediaErrors] = useState<MediaStatus['errors']>([]);
  // Devices list with ids and labels only once access is granted: remount the lists then (once).
  const [accessGranted, setAccessGranted] = useState(false);
  const onMediaStatus = useCallback((status: MediaStatus) => {
    setMediaErrors(status.errors);
    if (status.granted) setAccessGranted(true);
  }, []);

  const room = roomName.trim();
  const roomInvalid = room !== '' && !isValidRoomName(room);
  const missingField = !room || !participantName.trim();
  // Only as the pane appears: later renders must not pull the focus out of the form.
  const focusTitleOnAppear = useRef(props.focusTitle);
  useEffect(() => {
    if (focusTitleOnAppear.current) titleRef.current?.focus();
  }, []);

  return (
    <section className="space-y-4">
      <header>
        <h2 ref={titleRef} tabIndex={-1} className="text-lg font-semibold break-all outline-none">
          {room ? t('roomTitle', { room }) : t('newCall')}
        </h2>
        {props.peerName ? (
          <p className="text-sm text-muted-foreground">{t('callWith', { name: props.peerName })}</p>
        ) : null}
      </header>
      <OutgoingCallNotice phase={props.outgoingPhase} calleeName={props.peerName} />
      {problem ? (
        <CallProblemAlert diagnosticsHref={problem.offerDiagnostics ? props.diagnosticsHref : undefined}>
          <p>{t(problem.key, problem.values)}</p>
        </CallProblemAlert>
      ) : null}
      {mediaErrors.map((key) => (
        <CallProblemAlert key={key}>
          <p>{t(key)}</p>
        </CallProblemAlert>
      ))}
      <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
        <DevicePreviewPanel devices={devices} selfName={props.selfName} onStatusChange={onMediaStatus} />
        <form
          noValidate
          className="surface space-y-5 p-6"
          onSubmit={(event) => {
            event.preventDefault();
            if (!missingField && !roomInvalid && props.canJoin && !joining) props.onJoin();
          }}
        >
          <fieldset disabled={joining} className="min-w-0 space-y-5">
            <FormField
              label={t('roomName')}
              hint={t('roomNameHint')}
              error={roomInvalid ? t('roomNameInvalid') : undefined}
            >
              {(control) => (
                <Input
                  {...control}
                  value={roomName}
                  maxLength={100}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => props.onRoomNameChange(event.target.value)}
                />
              )}
            </FormField>
            <FormField label={t('participantName')}>
              {(control) => (
                <Input
                  {...control}
                  value={participantName}
                  maxLength={PARTICIPANT_NAME_MAX}
                  autoComplete="name"
                  onChange={(event) => props.onParticipantNameChange(event.target.value)}
                />
              )}
            </FormField>
            <DeviceSelects
              key={accessGranted ? 'granted' : 'asking'}
              devices={devices}
              onDevicesChange={onDevicesChange}
            />
          </fieldset>
          <div className="space-y-2">
            <JoinButton
              canJoin={props.canJoin}
              disabled={missingField || roomInvalid}
              joining={joining}
              loginHref={props.loginHref}
              onPrepare={props.onPrepareJoin}
            />
            {missingField ? <p className="text-xs text-muted-foreground">{t('fieldsRequired')}</p> : null}
          </div>
        </form>
      </div>
    </section>
  );
}
