/** Fixed issuer and audience of the API token (docs/architecture.md §4); the realtime server checks both. */
export const API_TOKEN_ISSUER = 'multisite';
export const API_TOKEN_AUDIENCE = 'multisite-api';
export const API_TOKEN_TTL = '15m';
/** The client refreshes the API token this long before it expires. */
export const API_TOKEN_REFRESH_MARGIN_MS = 3 * 60_000;

/** better-auth's cookie names start with this. */
export const AUTH_COOKIE_PREFIX = 'ms';
/**
 * Not the session, only a hint that one may exist: readable by scripts, so the cached public pages
 * load the call area for signed-in members only (docs/architecture.md §5). The token route keeps it.
 */
export const SIGNED_IN_HINT_COOKIE = `${AUTH_COOKIE_PREFIX}.signed_in`;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** The demo password of every seeded account (printed by the launcher, written in the README). */
export const DEMO_PASSWORD = 'demo-pass-2026';
