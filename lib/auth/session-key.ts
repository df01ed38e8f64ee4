import { createHash } from 'node:crypto';

/**
 * A stand-in for a session id in API tokens: the realtime server groups a session's sockets under
 * it, so that signing out closes them (docs/architecture.md §5). A hash, because the token is
 * readable by its bearer and the id is the session's key in the database.
 */
export function sessionKeyOf(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);
}
