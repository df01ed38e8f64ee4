/** One JSON line per event on stdout; never tokens or message bodies (DESIGN §5). */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
type Fields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug(event: string, fields?: Fields): void;
  info(event: string, fields?: Fields): void;
  warn(event: string, fields?: Fields): void;
  error(event: string, fields?: Fields): void;
}

export function isLogLevel(value: unknown): value is LogLevel {
  return (LOG_LEVELS as readonly unknown[]).includes(value);
}

export function createLogger(
  instance: string,
  level: LogLevel = 'info',
  write = (line: string) => process.stdout.write(line + '\n'),
): Logger {
  const threshold = LOG_LEVELS.indexOf(level);
  const at =
    (name: Exclude<LogLevel, 'silent'>) =>
    (event: string, fields: Fields = {}) => {
      if (LOG_LEVELS.indexOf(name) < threshold) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: name, instance, event, ...fields }));
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
