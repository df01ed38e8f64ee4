import type { BlockList } from 'node:net';
import { hostname } from 'node:os';
import { DEFAULT_TRUSTED_PROXIES, trustedProxyList } from '@/lib/http/client-address';
import { z } from '@/lib/zod';
import {
  addressRanges,
  APP_DEFAULT_PORT,
  describeEnvIssues,
  onOffFlag,
  optionalText,
  portWithDefault,
  REALTIME_DEFAULT_PORT,
  realtimeInternalSecret,
  textWithDefault,
} from '@/lib/env/fields';
import { LOG_LEVELS, type LogLevel } from './logger';
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
  trustedProxies: BlockList | null;
}

/** The variables it reads; those it shares with the app use the app's schemas (lib/env/fields.ts). */
const realtimeEnvSchema = z.object({
  PORT: portWithDefault(APP_DEFAULT_PORT),
  REALTIME_PORT: portWithDefault(REALTIME_DEFAULT_PORT),
  REALTIME_HOST: textWithDefault('127.0.0.1'),
  REALTIME_INTERNAL_SECRET: realtimeInternalSecret.pipe(
    z.string({
      error:
        'is required: the app authenticates POST /internal/publish with it (use the same value in the app).',
    }),
  ),
  JWKS_URL: optionalText,
  TRUST_PROXY: onOffFlag,
  TRUSTED_PROXIES: addressRanges(DEFAULT_TRUSTED_PROXIES),
  REDIS_URL: optionalText,
  REALTIME_INSTANCE: optionalText,
  ALLOWED_ORIGINS: optionalText,
  REALTIME_LOG_LEVEL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(LOG_LEVELS, { error: 'must be debug, info, warn, error or silent' }).default('info'),
  ),
});

/** The app's JWKS on this machine (docs/architecture.md §4: `<app>/api/auth/jwks`). */
export const defaultJwksUrl = (env: NodeJS.ProcessEnv = process.env) =>
  `http://127.0.0.1:${env.PORT || APP_DEFAULT_PORT}/api/auth/jwks`;

export type ConfigResult = { config: RealtimeConfig } | { error: string };

export function readRealtimeConfig(env: Record<string, string | undefined> = process.env): ConfigResult {
  const parsed = realtimeEnvSchema.safeParse(env);
  if (!parsed.success) return { error: describeEnvIssues(parsed.error) };
  const values = parsed.data;
  return {
    config: {
      port: values.REALTIME_PORT,
      host: values.REALTIME_HOST,
      jwksUrl: values.JWKS_URL || `http://127.0.0.1:${values.PORT}/api/auth/jwks`,
      internalSecret: values.REALTIME_INTERNAL_SECRET,
      redisUrl: values.REDIS_URL,
      instanceName: values.REALTIME_INSTANCE || `${hostname()}:${values.REALTIME_PORT}`,
      allowedOrigins: parseOriginList(values.ALLOWED_ORIGINS),
      logLevel: values.REALTIME_LOG_LEVEL,
      trustedProxies: values.TRUST_PROXY ? trustedProxyList(values.TRUSTED_PROXIES) : null,
    },
  };
}
