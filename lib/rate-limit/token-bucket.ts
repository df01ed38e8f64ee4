import { SOCKET_MESSAGE_RULE } from './rules';

/**
 * In-memory limiter of one connection (a socket's messages): `burst` at once, refilled at
 * `perSecond`; O(1) per message. State that other instances need belongs in fixed-window.ts.
 */
export class TokenBucket {
  private tokens: number;
  private refilledAt: number;

  constructor(
    private readonly perSecond: number = SOCKET_MESSAGE_RULE.perSecond,
    private readonly burst: number = SOCKET_MESSAGE_RULE.burst,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.refilledAt = now();
  }

  /** Takes one token; false means the message must be dropped. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.refilledAt) / 1000) * this.perSecond);
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
