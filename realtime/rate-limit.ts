import { RATE_LIMIT_BURST, RATE_LIMIT_MESSAGES_PER_SECOND } from './limits';

/** A token bucket: `burst` messages at once, refilled at `perSecond`; O(1) per message. */
export class TokenBucket {
  private tokens: number;
  private refilledAt: number;

  constructor(
    private readonly perSecond = RATE_LIMIT_MESSAGES_PER_SECOND,
    private readonly burst = RATE_LIMIT_BURST,
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
