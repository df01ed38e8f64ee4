import pino, { type DestinationStream } from 'pino';

/**
 * The realtime server's log (pino): one JSON line per event on stdout, readable in the terminal of
 * `npm start` (`{"time":…,"level":"info","instance":…,"event":"listening",…}`). Never tokens or
 * message bodies (docs/architecture.md §5): token fields and authorization headers are redacted, and so is a
 * `token=` query parameter inside any logged string (a handshake URL).
 */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
type Fields = Record<string, unknown>;

export interface Logger {
  debug(event: string, fields?: Fields): void;
  info(event: string, fields?: Fields): void;
  warn(event: string, fields?: Fields): void;
  error(event: string, fields?: Fields): void;
}

export const REDACTED = '[redacted]';

/** Field paths whose values never reach the log. */
const REDACT_PATHS = [
  'token',
  'apiToken',
  'authorization',
  '*.token',
  '*.apiToken',
  '*.authorization',
  'headers.authorization',
  '*.headers.authorization',
  'query.token',
  '*.query.token',
];

const TOKEN_IN_URL = /([?&](?:token|apiToken)=)[^&#\s"]+/gi;

/** Strings such as `/socket.io/?token=eyJ…` keep their shape without the secret. */
function scrubStrings(fields: Fields): Fields {
  let scrubbed: Fields | null = null;
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' && TOKEN_IN_URL.test(value)) {
      scrubbed ??= { ...fields };
      scrubbed[key] = value.replace(TOKEN_IN_URL, `$1${REDACTED}`);
    }
    TOKEN_IN_URL.lastIndex = 0;
  }
  return scrubbed ?? fields;
}

export function createLogger(
  instance: string,
  level: LogLevel = 'info',
  destination: DestinationStream = process.stdout,
): Logger {
  const base = pino(
    {
      level,
      base: { instance },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: scrubStrings },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
    },
    destination,
  );
  const at =
    (name: Exclude<LogLevel, 'silent'>) =>
    (event: string, fields: Fields = {}) =>
      base[name]({ event, ...fields });
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
