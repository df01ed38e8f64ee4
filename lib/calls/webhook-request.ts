import 'server-only';
import { WebhookReceiver } from 'livekit-server-sdk';
import type { Database } from '@/lib/db/client';
import { BodyTooLarge, readCappedBody } from '@/lib/http/read-capped-body';
import { recordCallEvent, type CallEvent } from './call-log';
import type { LiveKitConfig } from './livekit-token';

/** A webhook is one JSON event of a few kilobytes (room and participant info). */
const MAX_BODY_BYTES = 64 * 1024;
const RECORDED_EVENTS: readonly string[] = ['room_started', 'participant_joined', 'room_finished'];

export interface WebhookDeps {
  db: Database;
  livekit: Pick<LiveKitConfig, 'apiKey' | 'apiSecret'>;
}

const answer = (status: number) => new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });
const secondsToDate = (seconds: bigint) => (seconds > 0n ? new Date(Number(seconds) * 1000) : new Date());

/**
 * POST /api/livekit/webhook (docs/architecture.md §6): LiveKit signs each event with a JWT of our
 * API key whose `sha256` claim is the body's hash. A bad or missing signature is 401 and nothing
 * is read from the body; a signed event is recorded (or ignored when it is no call of ours) and
 * answered 200, so LiveKit stops retrying it.
 */
export async function handleLiveKitWebhook(
  request: Request,
  { db, livekit }: WebhookDeps,
): Promise<Response> {
  let body: string;
  try {
    body = new TextDecoder().decode(await readCappedBody(request, MAX_BODY_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLarge) return answer(413);
    throw error;
  }
  const receiver = new WebhookReceiver(livekit.apiKey, livekit.apiSecret);
  let event: Awaited<ReturnType<WebhookReceiver['receive']>>;
  try {
    event = await receiver.receive(body, request.headers.get('authorization') ?? undefined);
  } catch {
    return answer(401);
  }
  if (!RECORDED_EVENTS.includes(event.event) || !event.room) return answer(200);
  const callEvent: CallEvent = {
    kind: event.event as CallEvent['kind'],
    roomSid: event.room.sid,
    roomName: event.room.name,
    roomStartedAt: secondsToDate(event.room.creationTime),
    at: secondsToDate(event.createdAt),
    identity: event.participant?.identity,
  };
  await recordCallEvent(db, callEvent);
  return answer(200);
}
