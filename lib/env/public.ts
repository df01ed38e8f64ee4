/**
 * The client-safe settings: Next inlines the `NEXT_PUBLIC_` variables into every bundle at build
 * time, so each is written out in full here (no schema, no zod: this module also runs in the
 * browser and in the Edge middleware).
 */
export const publicEnv = {
  /** Dates on the server and in the browser are shown in this zone (README "Configuration"). */
  timeZone: process.env.NEXT_PUBLIC_TIME_ZONE || 'UTC',
  /** `1`: the cookie banner stores nothing and shows on every visit. */
  cookieBannerDebug: process.env.NEXT_PUBLIC_COOKIE_BANNER_DEBUG === '1',
};
