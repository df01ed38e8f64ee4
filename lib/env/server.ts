import 'server-only';
import { EnvironmentError, parseServerEnv, validateServerEnv, type ServerEnv } from './server-schema';

export { EnvironmentError, mailTransport, requiredInProduction, type ServerEnv } from './server-schema';

/**
 * The app's server environment, the only place the server reads process.env. Parsed on every call
 * (a few dozen short strings, microseconds): tests change process.env between cases, and a build
 * must not keep the values it happened to see. Missing secrets are reported where they are used
 * and, in production, once at startup (instrumentation.ts).
 */
export function serverEnv(): ServerEnv {
  return parseServerEnv(process.env);
}

/** instrumentation.ts: a production server without its secrets stops with their names. */
export function assertServerEnv(): void {
  validateServerEnv(process.env);
}

/**
 * Called from instrumentation.ts `register()` (nodejs runtime) when a server starts: prints the
 * missing variables and stops the process. `next build` loads instrumentation too and needs no
 * secrets, so the build phase is skipped.
 */
export function checkServerEnvAtStartup(): void {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    assertServerEnv();
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    console.error(`[env] ${error.message}`);
    process.exit(1);
  }
}
