import { z } from '@/lib/zod';
import { DEFAULT_TRUSTED_PROXIES } from '@/lib/http/client-address';
import { isLoopback, listenAddresses } from '@/lib/http/listen-addresses';
import {
  addressRanges,
  APP_DEFAULT_PORT,
  describeEnvIssues,
  integerWithDefault,
  onOffFlag,
  optionalText,
  portWithDefault,
  REALTIME_DEFAULT_PORT,
  realtimeInternalSecret,
  textWithDefault,
} from './fields';

/**
 * The app's server environment (README "Configuration", docs/deploy.md): one schema, parsed by
 * lib/env/server.ts. Pure so the startup check and its tests can run it on any record.
 * Development values (LiveKit dev keys, generated secrets, the mail outbox) are not defaults here:
 * the launcher (scripts/start.mjs) passes them explicitly.
 */
export const serverEnvSchema = z.object({
  NODE_ENV: optionalText,
  PORT: portWithDefault(APP_DEFAULT_PORT),
  /** The addresses the app listens on (comma-separated); unset: loopback only. */
  HOST: optionalText,
  DATA_DIR: textWithDefault('.data'),
  DATABASE_URL: optionalText,
  DATABASE_POOL_SIZE: integerWithDefault(10, { min: 1 }),
  DATABASE_CONNECT_TIMEOUT_MS: integerWithDefault(10_000),
  /** scripts/db-setup.ts: `1` seeds the demo accounts (the launcher sets it on the embedded database). */
  SEED_DEMO_ACCOUNTS: onOffFlag,
  /**
   * scripts/db-setup.ts: `1` seeds demo offers, conversations and calls on every site that has no
   * listing yet, and the demo accounts they belong to (the launcher sets it on the embedded database).
   */
  SEED_DEMO_CONTENT: onOffFlag,
  BETTER_AUTH_SECRET: optionalText,
  BETTER_AUTH_URL: textWithDefault('http://localhost:3000'),
  INSECURE_COOKIES: onOffFlag,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  TRUST_PROXY: onOffFlag,
  TRUSTED_PROXIES: addressRanges(DEFAULT_TRUSTED_PROXIES),
  SITE_HOSTS: optionalText,
  /** `refuse`: a host no site claims gets 421 instead of the local site (recommended in production). */
  UNKNOWN_HOSTS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['local', 'refuse']).default('local'),
  ),
  SITE_URL_TEMPLATE: optionalText,
  /** `outbox` writes mails to $DATA_DIR/outbox instead of sending them (no SMTP needed). */
  MAIL_TRANSPORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['smtp', 'outbox']).optional(),
  ),
  SMTP_URL: optionalText,
  MAIL_FROM: textWithDefault('no-reply@localhost'),
  LIVEKIT_URL: optionalText,
  LIVEKIT_PUBLIC_URL: optionalText,
  LIVEKIT_API_KEY: optionalText,
  LIVEKIT_API_SECRET: optionalText,
  CALL_TOKEN_SERVICE_URL: optionalText,
  REALTIME_PORT: portWithDefault(REALTIME_DEFAULT_PORT),
  REALTIME_INTERNAL_SECRET: realtimeInternalSecret,
  REALTIME_INTERNAL_URL: optionalText,
  REALTIME_PUBLIC_URL: optionalText,
  /** Several app instances: the shared page cache (next.config.mjs) and the search caches' link. */
  REDIS_URL: optionalText,
  MEDIA_URL_ALLOW_LOOPBACK: onOffFlag,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalText,
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** Secrets a production server must be given: no development value stands in for them. */
export const PRODUCTION_REQUIRED = [
  'BETTER_AUTH_SECRET',
  'LIVEKIT_URL',
  'LIVEKIT_API_KEY',
  'LIVEKIT_API_SECRET',
  'REALTIME_INTERNAL_SECRET',
] as const satisfies readonly (keyof ServerEnv)[];

export const isProduction = (env: Pick<ServerEnv, 'NODE_ENV'>) => env.NODE_ENV === 'production';

/** How mail leaves: SMTP, or the outbox folder (explicitly in production, by default elsewhere). */
export type MailTransport = { kind: 'smtp'; url: string } | { kind: 'outbox' };

export function mailTransport(env: ServerEnv): MailTransport | null {
  if (env.MAIL_TRANSPORT === 'outbox') return { kind: 'outbox' };
  if (env.SMTP_URL) return { kind: 'smtp', url: env.SMTP_URL };
  return env.MAIL_TRANSPORT === 'smtp' || isProduction(env) ? null : { kind: 'outbox' };
}

/** The variables a production server lacks (empty outside production and when complete). */
export function missingProductionVariables(env: ServerEnv): string[] {
  if (!isProduction(env)) return [];
  const missing: string[] = PRODUCTION_REQUIRED.filter((name) => !env[name]);
  if (!mailTransport(env)) missing.push('SMTP_URL');
  return missing;
}

export class EnvironmentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvironmentError';
  }
}

export function missingVariablesMessage(missing: readonly string[]): string {
  const mail = missing.includes('SMTP_URL')
    ? ' Set SMTP_URL, or MAIL_TRANSPORT=outbox to keep mails in $DATA_DIR/outbox.'
    : '';
  return `Missing required environment variable${missing.length > 1 ? 's' : ''} for production: ${missing.join(', ')}.${mail} See README "Configuration".`;
}

/** Parses the values (throws EnvironmentError naming a malformed variable); secrets may be absent. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const parsed = serverEnvSchema.safeParse(source);
  if (!parsed.success) throw new EnvironmentError(`Invalid environment: ${describeEnvIssues(parsed.error)}`);
  return parsed.data;
}

/** Demo accounts have a published password: they may exist only on a server nobody else reaches. */
export function demoAccountsExposed(
  env: Pick<ServerEnv, 'SEED_DEMO_ACCOUNTS' | 'SEED_DEMO_CONTENT' | 'HOST'>,
): boolean {
  const seeded = env.SEED_DEMO_ACCOUNTS || env.SEED_DEMO_CONTENT;
  return seeded && listenAddresses(env.HOST).some((address) => !isLoopback(address));
}

/**
 * The startup check: parses and, in production, refuses a server without its required secrets or
 * one that would serve the demo accounts beyond loopback.
 */
export function validateServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const env = parseServerEnv(source);
  const missing = missingProductionVariables(env);
  if (missing.length) throw new EnvironmentError(missingVariablesMessage(missing));
  if (isProduction(env) && demoAccountsExposed(env))
    throw new EnvironmentError(
      `${env.SEED_DEMO_ACCOUNTS ? 'SEED_DEMO_ACCOUNTS' : 'SEED_DEMO_CONTENT'}=1 with HOST=${env.HOST}: the demo accounts' password is public, so they are served on loopback only. Unset SEED_DEMO_ACCOUNTS and SEED_DEMO_CONTENT (and delete the demo accounts) or HOST.`,
    );
  return env;
}

/** A required value read at its point of use: in production it must be set (named if not). */
export function requiredInProduction<Name extends (typeof PRODUCTION_REQUIRED)[number]>(
  env: ServerEnv,
  name: Name,
): string | undefined {
  const value = env[name];
  if (!value && isProduction(env)) throw new EnvironmentError(missingVariablesMessage([name]));
  return value;
}
