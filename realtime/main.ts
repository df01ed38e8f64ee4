/**
 * The realtime process: `npx tsx realtime/main.ts` (docs/architecture.md §1). Environment: see config.ts.
 * SIGTERM/SIGINT stop it within 5 s; clients reconnect (to another instance behind a balancer).
 */
import { readRealtimeConfig } from './config';
import { createLogger, errorMessage } from './logger';
import { createRealtimeServer } from './server';

const SHUTDOWN_DEADLINE_MS = 5_000;

const result = readRealtimeConfig();
if ('error' in result) {
  console.error(`[realtime] ${result.error}`);
  process.exit(1);
}
const { config } = result;
const log = createLogger(config.instanceName, config.logLevel);

// A last net: one failed promise somewhere must not take every user's socket down with it.
process.on('unhandledRejection', (reason) =>
  log.error('unhandled-rejection', { error: errorMessage(reason) }),
);

const server = createRealtimeServer({ ...config, logger: log });
try {
  await server.listen(config.port, config.host);
} catch (error) {
  log.error('listen-failed', { error: errorMessage(error), port: config.port, host: config.host });
  process.exit(1);
}

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info('shutting-down', { signal });
  setTimeout(() => {
    log.error('shutdown-timeout', { afterMs: SHUTDOWN_DEADLINE_MS });
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      log.error('shutdown-failed', { error: errorMessage(error) });
      process.exit(1);
    },
  );
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
