import { TYPING_MIN_INTERVAL_MS } from '@/lib/realtime/protocol';

/** Past this many recipients a socket's memory of them starts afresh: typing is best effort. */
const MAX_TRACKED_RECIPIENTS = 100;

/**
 * One socket's `typing` relays, at most one per recipient every TYPING_MIN_INTERVAL_MS (besides
 * the socket's token bucket): a keystroke storm costs the recipient one event a second.
 */
export class TypingThrottle {
  private readonly lastSent = new Map<string, number>();

  constructor(
    private readonly intervalMs = TYPING_MIN_INTERVAL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when a `typing` to `recipientId` may be relayed now (and counts it). */
  take(recipientId: string): boolean {
    const now = this.now();
    const last = this.lastSent.get(recipientId);
    if (last !== undefined && now - last < this.intervalMs) return false;
    if (this.lastSent.size >= MAX_TRACKED_RECIPIENTS) this.lastSent.clear();
    this.lastSent.set(recipientId, now);
    return true;
  }
}
