/*
 * The only module of the call screen that imports livekit-client. It is loaded with import()
 * when the user joins, so the pre-join page ships none of it (docs/architecture.md §8 budget).
 */
import { ConnectionError, ConnectionErrorReason, DisconnectReason, Room, RoomEvent } from 'livekit-client';
import { SfuUnreachableError, type RoomEndReason } from './join-errors';

export interface CallDevices {
  videoDeviceId: string;
  audioDeviceId: string;
  audioOutputDeviceId: string;
}

const deviceOption = (deviceId: string) => (deviceId ? { deviceId } : undefined);

export function createCallRoom(devices: CallDevices): Room {
  return new Room({
    adaptiveStream: true,
    dynacast: true,
    // docs/product.md §4: page unload disconnects (livekit listens to beforeunload and pagehide).
    disconnectOnPageLeave: true,
    videoCaptureDefaults: deviceOption(devices.videoDeviceId),
    audioCaptureDefaults: deviceOption(devices.audioDeviceId),
    audioOutput: deviceOption(devices.audioOutputDeviceId),
  });
}

const UNREACHABLE = new Set<ConnectionErrorReason>([
  ConnectionErrorReason.ServerUnreachable,
  ConnectionErrorReason.Timeout,
  ConnectionErrorReason.WebSocket,
]);

/** Connects or throws; an SFU that is down or silent becomes SfuUnreachableError, and the room is left. */
export async function connectWithin(
  room: Room,
  url: string,
  token: string,
  timeoutMs: number,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SfuUnreachableError()), timeoutMs);
  });
  const connecting = room.connect(url, token);
  // After a timeout nobody awaits this promise any more; its late rejection is expected.
  connecting.catch(() => undefined);
  try {
    await Promise.race([connecting, timeout]);
  } catch (error) {
    await room.disconnect();
    if (error instanceof ConnectionError && UNREACHABLE.has(error.reason))
      throw new SfuUnreachableError({ cause: error });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function endReasonOf(reason: DisconnectReason | undefined): RoomEndReason | null {
  switch (reason) {
    case DisconnectReason.CLIENT_INITIATED:
      return null;
    case DisconnectReason.DUPLICATE_IDENTITY:
      return 'joinedElsewhere';
    case DisconnectReason.ROOM_DELETED:
    case DisconnectReason.ROOM_CLOSED:
      return 'callEnded';
    case DisconnectReason.PARTICIPANT_REMOVED:
      return 'removedFromCall';
    default:
      return 'connectionLost';
  }
}

/** Calls back once the room is gone: null when this client left, else why it ended. */
export function onRoomEnded(room: Room, listener: (reason: RoomEndReason | null) => void): () => void {
  const handle = (reason?: DisconnectReason) => listener(endReasonOf(reason));
  room.on(RoomEvent.Disconnected, handle);
  return () => {
    room.off(RoomEvent.Disconnected, handle);
  };
}
