import 'server-only';
import { serverEnv, type ServerEnv } from '@/lib/env/server';

/** Google sign-in is offered only when both credentials are configured. */
export function isGoogleConfigured(env: ServerEnv = serverEnv()): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

export function googleProvider(env: ServerEnv) {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return {};
  return {
    google: {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      scope: ['openid', 'email', 'profile'],
    },
  };
}
