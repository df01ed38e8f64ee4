import type { Server, Socket } from 'socket.io';
import type { ApiTokenUser } from '@/lib/auth/api-token-verify';

// Socket.IO's own default for untyped events (its DefaultEventsMap is not exported).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedEvents = { [event: string]: (...args: any[]) => void };

/** A Socket.IO server whose `socket.data` is the verified token's user. */
export type RealtimeIo = Server<UntypedEvents, UntypedEvents, UntypedEvents, ApiTokenUser>;
export type RealtimeSocket = Socket<UntypedEvents, UntypedEvents, UntypedEvents, ApiTokenUser>;
