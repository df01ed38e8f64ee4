import { hostname } from 'node:os';
import { isLogLevel, type LogLevel } from './logger';
import { parseOriginList } from './origins';

/** The realtime process's environment (README: "Realtime server"). */
export interface RealtimeConfig {
  port: number;
  host: string;
  jwksUrl: string;
  internalSecret: string;
  redisUrl: string | undefined;
  instanceName: string;
  allowedOrigins: string[];
  logLevel: LogLevel;
}

/** The app's JWKS on this machine (DESIGN §4: `<app>/api/auth/jwks`). */
export const defaultJwksUrl = (env: NodeJS.ProcessEnv = process.env) =>
  `http://127.0.0.1:${env.PORT || 3000}/api/auth/jwks`;

export type ConfigResult = { config: RealtimeConfig } | { error: string };

export function readRealtimeConfig(env: NodeJS.ProcessEnv = process.env): ConfigResult {
  const port = Number(env.REALTIME_PORT || 3001);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    return { error: `REALTIME_PORT must be a port number, got "${env.REALTIME_PORT}"` };
  const internalSecret = env.REALTIME_INTERNAL_SECRET?.trim();
  if (!internalSecret) {
    return {
      error:
        'REALTIME_INTERNAL_SECRET is required: the app authenticates POST /internal/publish with it (use the same value in the app).',
    };
  }
  const logLevel = env.REALTIME_LOG_LEVEL || 'info';
  if (!isLogLevel(logLevel))
    return { error: `REALTIME_LOG_LEVEL must be debug, info, warn, error or silent, got "${logLevel}"` };
  return {
    config: {
      port,
      host: env.REALTIME_HOST || '127.0.0.1',
      jwksUrl: env.JWKS_URL || defaultJwksUrl(env),
      internalSecret,
      redisUrl: env.REDIS_URL || undefined,
      instanceName: env.REALTIME_INSTANCE || `${hostname()}:${port}`,
      allowedOrigins: parseOriginList(env.ALLOWED_ORIGINS),
      logLevel,
    },
  };
}
