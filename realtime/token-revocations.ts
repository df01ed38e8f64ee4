/**
 * API tokens withdrawn before they expire: those of a member suspended on a site (docs/architecture.md
 * §4). The app asks for it with POST /internal/disconnect `{revoke: true}`: the member's browser would
 * otherwise reconnect at once with the token it still holds. Kept in memory on every instance for
 * longer than any API token lives; a token issued after the revocation (the member was restored and
 * signed in again) passes.
 */
const KEEP_SECONDS = 60 * 60;

const keyOf = (siteId: string, userId: string) => `${siteId}:${userId}`;

export class TokenRevocations {
  /** user on site → tokens issued at or before this time (seconds) are refused. */
  private readonly issuedUntil = new Map<string, number>();

  revoke(siteId: string, userId: string, issuedUntil: number, nowSeconds = Date.now() / 1000): void {
    for (const [key, until] of this.issuedUntil)
      if (until + KEEP_SECONDS < nowSeconds) this.issuedUntil.delete(key);
    const key = keyOf(siteId, userId);
    this.issuedUntil.set(key, Math.max(this.issuedUntil.get(key) ?? 0, Math.floor(issuedUntil)));
  }

  /** A token without `iat` cannot show it came after a revocation of its bearer. */
  refuses(siteId: string, userId: string, issuedAt: number | undefined): boolean {
    const until = this.issuedUntil.get(keyOf(siteId, userId));
    return until !== undefined && (issuedAt === undefined || issuedAt <= until);
  }
}
