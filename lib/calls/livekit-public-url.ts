/**
 * The SFU as browsers reach it: LIVEKIT_PUBLIC_URL, else LIVEKIT_URL. Pure: the CSP of the app's
 * server (server/main.ts) lists it as well as the token route answering it.
 */
export function liveKitPublicUrl(env: {
  LIVEKIT_URL?: string;
  LIVEKIT_PUBLIC_URL?: string;
}): string | undefined {
  return env.LIVEKIT_PUBLIC_URL || env.LIVEKIT_URL;
}
