// The development values the app itself no longer falls back to (README "Configuration"): the
// launcher and the bench/load stacks pass them explicitly, each only where the operator set nothing.
import { LIVEKIT_DEFAULT_PORT, LIVEKIT_DEV_API_KEY } from './livekit.mjs';

/** docs/architecture.md §6: `livekit-server --dev` on this machine (scripts/lib/livekit.mjs). */
const LIVEKIT_DEV_ENV = {
  LIVEKIT_URL: `ws://localhost:${LIVEKIT_DEFAULT_PORT}`,
  LIVEKIT_API_KEY: LIVEKIT_DEV_API_KEY,
  LIVEKIT_API_SECRET: 'secret',
};

/** Fills the LiveKit dev values and the mail outbox (unless SMTP_URL is set) into `env`, in place. */
export function applyDevDefaults(env) {
  for (const [name, value] of Object.entries(LIVEKIT_DEV_ENV)) env[name] ||= value;
  env.MAIL_TRANSPORT ||= env.SMTP_URL ? 'smtp' : 'outbox';
  return env;
}

/** Migrations and seed: the app's server modules, so `server-only` must resolve as inside Next. */
export const DB_SETUP_ARGS = [
  'tsx',
  '--import',
  './scripts/lib/server-only-outside-next.mjs',
  'scripts/db-setup.ts',
];
