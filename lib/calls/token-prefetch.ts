import { fetchCallToken, noAnswer, type CallToken, type CallTokenRequest } from './token-client';

/** A prefetched join token is used within this time or dropped (the token itself lives 10 minutes). */
const PREFETCH_REUSE_MS = 60_000;

const prefetched = new Map<string, { at: number; grant: Promise<CallToken> }>();
const keyOf = ({ roomName, participantName }: Pick<CallTokenRequest, 'roomName' | 'participantName'>) =>
  `${roomName}\n${participantName}`;

/** docs/product.md §3: the participant name the call screen starts with. */
export const defaultParticipantName = (selfId: string) => `Participant${selfId}`;

/**
 * Asks for the join token of a call that is about to start (placed, or ringing here), so that the
 * join does not wait for it (docs/architecture.md §6). Asking again for the same room and name
 * while an unused one is fresh does nothing.
 */
export function prefetchCallToken(request: Omit<CallTokenRequest, 'signal'>): void {
  const key = keyOf(request);
  const entry = prefetched.get(key);
  if (entry && Date.now() - entry.at < PREFETCH_REUSE_MS) return;
  const grant = fetchCallToken(request);
  grant.catch(() => undefined); // a failed prefetch is asked again by the join, which reports it
  prefetched.set(key, { at: Date.now(), grant });
}

/** The grant, unless `signal` aborts first (the join's time limit holds for a prefetched token too). */
function within(grant: Promise<CallToken>, signal: AbortSignal | undefined): Promise<CallToken> {
  if (!signal) return grant;
  return new Promise((resolve, reject) => {
    const abort = () => reject(noAnswer());
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    grant.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The join's token: a fresh prefetched one for the same room and name (once), else a new request;
 * a prefetch that failed is asked again.
 */
export function takeCallToken(request: CallTokenRequest): Promise<CallToken> {
  const key = keyOf(request);
  const entry = prefetched.get(key);
  prefetched.delete(key);
  if (!entry || Date.now() - entry.at >= PREFETCH_REUSE_MS) return fetchCallToken(request);
  return within(entry.grant, request.signal).catch((error: unknown) => {
    if (request.signal?.aborted) throw error;
    return fetchCallToken(request);
  });
}
