import { MAX_PAYLOAD_BYTES } from '@/lib/realtime/protocol';

export const MAX_WRAPPER_ID_LENGTH = 100;
export const MAX_ROOM_NAME_LENGTH = 200;

/**
 * The exact 8 KiB check runs in the handler; the transport limit sits above it because the frame
 * also carries the event name and the JSON escaping of `data` (itself JSON), and a frame over the
 * transport limit closes the socket instead of earning a `payload-too-large` event.
 */
export const MAX_FRAME_BYTES = 2 * MAX_PAYLOAD_BYTES;

/** A publish body is `{siteId, userId, data}` with `data` ≤ 8 KiB once decoded. */
export const MAX_PUBLISH_BODY_BYTES = 4 * MAX_PAYLOAD_BYTES;

/** How long `close()` lets sockets and Redis go before it stops waiting (SIGTERM must end in 5 s). */
export const SHUTDOWN_GRACE_MS = 3_000;
