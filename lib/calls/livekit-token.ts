import 'server-only';
import { AccessToken } from 'livekit-server-sdk';
import { EnvironmentError, serverEnv, type ServerEnv } from '@/lib/env/server';
import { conferenceParticipants } from '@/lib/realtime/protocol';
import { liveKitPublicUrl } from './livekit-public-url';

/** docs/architecture.md §6: a short TTL; the token only has to outlive the join, not the call. */
export const CALL_TOKEN_TTL_SECONDS = 600;

export interface LiveKitConfig {
  /** The SFU as the server reaches it. */
  url: string;
  /** The SFU as browsers reach it (LIVEKIT_PUBLIC_URL, else `url`). */
  publicUrl: string;
  apiKey: string;
  apiSecret: string;
}

type LiveKitEnv = Pick<
  ServerEnv,
  'LIVEKIT_URL' | 'LIVEKIT_PUBLIC_URL' | 'LIVEKIT_API_KEY' | 'LIVEKIT_API_SECRET'
>;

/**
 * docs/architecture.md §6: the SFU and its credentials. No development fallback here: the launcher passes the
 * values of `livekit-server --dev` (ws://localhost:7880, devkey, secret) explicitly.
 */
export function liveKitConfig(env: Partial<LiveKitEnv> = serverEnv()): LiveKitConfig {
  const { LIVEKIT_URL: url, LIVEKIT_API_KEY: apiKey, LIVEKIT_API_SECRET: apiSecret } = env;
  if (!url || !apiKey || !apiSecret) {
    const missing = (['LIVEKIT_URL', 'LIVEKIT_API_KEY', 'LIVEKIT_API_SECRET'] as const).filter(
      (name) => !env[name],
    );
    throw new EnvironmentError(
      `Calls need ${missing.join(', ')} (README "Configuration"; \`npm start\` sets the LiveKit dev values).`,
    );
  }
  return { url, publicUrl: liveKitPublicUrl(env) ?? url, apiKey, apiSecret };
}

/** The same-origin token route by default; CALL_TOKEN_SERVICE_URL points at another token service. */
export function tokenServiceUrl(env: ServerEnv = serverEnv()): string {
  const service = env.CALL_TOKEN_SERVICE_URL?.replace(/\/+$/, '');
  return service ? `${service}/token` : '/api/livekit/token';
}

export const DIAGNOSTICS_ROOM_PREFIX = 'diag_';

/** The user's own room for the connection test (never shared with anyone). */
export const diagnosticsRoomName = (userId: string) => `${DIAGNOSTICS_ROOM_PREFIX}${userId}`;

/** Rooms are namespaced by site in LiveKit too, so the same pair on two sites never meets. */
export const liveKitRoomName = (siteId: string, roomName: string) => `${siteId}:${roomName}`;

/** The room is neither the caller's diagnostics room nor a conference room naming them. */
export class RoomNotAllowed extends Error {
  constructor(readonly roomName: string) {
    super(`Room ${roomName} does not name the caller`);
    this.name = 'RoomNotAllowed';
  }
}

export function roomNamesUser(roomName: string, userId: string): boolean {
  return (
    roomName === diagnosticsRoomName(userId) || (conferenceParticipants(roomName)?.includes(userId) ?? false)
  );
}

export interface CallTokenRequest {
  /** The verified user id: the LiveKit identity, never a name the client chose. */
  userId: string;
  displayName: string;
  roomName: string;
  siteId: string;
}

/** A LiveKit join token for one room of this site; throws RoomNotAllowed for anyone else's room. */
export async function issueCallToken(
  request: CallTokenRequest,
  config: Pick<LiveKitConfig, 'apiKey' | 'apiSecret'>,
): Promise<string> {
  const { userId, displayName, roomName, siteId } = request;
  if (!roomNamesUser(roomName, userId)) throw new RoomNotAllowed(roomName);
  const token = new AccessToken(config.apiKey, config.apiSecret, {
    identity: userId,
    name: displayName,
    metadata: JSON.stringify({ siteId }),
    ttl: CALL_TOKEN_TTL_SECONDS,
  });
  token.addGrant({
    roomJoin: true,
    room: liveKitRoomName(siteId, roomName),
    canPublish: true,
    canSubscribe: true,
    canPublishData: true,
  });
  return token.toJwt();
}
