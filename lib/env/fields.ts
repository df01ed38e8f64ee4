import { isAddressRange } from '@/lib/http/client-address';
import { z } from '@/lib/zod';

/**
 * Schemas of single environment variables, shared by the app (lib/env/server-schema.ts) and the
 * realtime server (realtime/config.ts) where both read the same variable. Pure: no `server-only`,
 * because the realtime process and scripts import it too.
 */

export const APP_DEFAULT_PORT = 3000;
export const REALTIME_DEFAULT_PORT = 3001;

/** An unset variable and one set to '' (compose's `${X:-}`) mean the same: not configured. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Free text, trimmed; undefined when unset or blank. */
export const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());

/** Text with a default for unset or blank. */
export const textWithDefault = (fallback: string) =>
  z.preprocess(blankToUndefined, z.string().trim().default(fallback));

/** A switch that is on only when set to `1` (TRUST_PROXY=1), as the README documents. */
export const onOffFlag = z
  .string()
  .optional()
  .transform((value) => value === '1');

export const integerWithDefault = (fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

export const portWithDefault = (fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a port number')
      .min(0, 'must be a port number')
      .max(65_535, 'must be a port number')
      .default(fallback),
  );

/** A comma list (`a,b`), blanks dropped; the default when unset. */
export const commaList = (fallback: readonly string[] = []) =>
  z.preprocess(blankToUndefined, z.string().optional()).transform((value) =>
    value === undefined
      ? [...fallback]
      : value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
  );

/** TRUSTED_PROXIES: addresses or ranges (`10.0.0.0/8,::1`), each checked. */
export const addressRanges = (fallback: readonly string[]) =>
  commaList(fallback).refine((ranges) => ranges.every(isAddressRange), {
    message: 'must be addresses or ranges, such as 10.0.0.0/8,::1',
  });

/** The app → realtime publish secret: both processes must hold the same value (docs/architecture.md §5). */
export const realtimeInternalSecret = optionalText.describe('REALTIME_INTERNAL_SECRET');

/** Turns zod's issues into one line per variable: `REALTIME_PORT: must be a port number`. */
export function describeEnvIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`).join('; ');
}
