import { memberSiteOf } from '@/lib/auth/membership';
import { conferenceParticipants, conferenceRoomName } from '@/lib/realtime/protocol';
import { isSiteId, type SiteId } from '@/sites';
import { DIAGNOSTICS_ROOM_PREFIX } from './livekit-token';

/** A LiveKit conference room of one of our sites, read back from its name. */
export interface CallRoom {
  /** The site that owns the call's data (the local site's calls are real-estate's, as its messages are). */
  siteId: SiteId;
  /** `{caller}_{callee}`, without the site prefix. */
  roomName: string;
  callerId: string;
  calleeId: string;
}

/**
 * Reads `{siteId}:{caller}_{callee}` (lib/calls/livekit-token.ts `liveKitRoomName`). Null for a
 * diagnostics room, an unknown site or a name that joins no two people: those are no calls.
 */
export function parseCallRoom(liveKitRoomName: string): CallRoom | null {
  const separator = liveKitRoomName.indexOf(':');
  if (separator < 0) return null;
  const site = liveKitRoomName.slice(0, separator);
  const room = liveKitRoomName.slice(separator + 1);
  if (!isSiteId(site) || room.startsWith(DIAGNOSTICS_ROOM_PREFIX)) return null;
  const pair = conferenceParticipants(room);
  if (!pair) return null;
  const [callerId, calleeId] = pair;
  return { siteId: memberSiteOf(site), roomName: conferenceRoomName(callerId, calleeId), callerId, calleeId };
}
