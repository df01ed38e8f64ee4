/*
 * A wizard's draft in the tab's session storage (docs/templates.md, wizards): what the member typed
 * and the step they were on survive a reload and are gone with the tab. The stored copy is never
 * trusted as it is: it is laid over the wizard's defaults key by key, and only where the types
 * agree, so a draft of an older version of the form cannot break the current one.
 */

export interface WizardDraft<Values> {
  step: number;
  values: Values;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The defaults with every stored value of the same shape laid over them. */
export function restoreValues<Values>(defaults: Values, stored: unknown): Values {
  if (isRecord(defaults)) {
    if (!isRecord(stored)) return defaults;
    const result: Record<string, unknown> = {};
    for (const [key, fallback] of Object.entries(defaults))
      result[key] = restoreValues(fallback, stored[key]);
    return result as Values;
  }
  if (Array.isArray(defaults)) return (Array.isArray(stored) ? stored : defaults) as Values;
  return (typeof stored === typeof defaults ? stored : defaults) as Values;
}

/** A stored draft (JSON text or null) read against the wizard's defaults; step 0 when none. */
export function parseDraft<Values>(text: string | null, defaults: Values): WizardDraft<Values> {
  let stored: unknown = null;
  try {
    stored = text ? JSON.parse(text) : null;
  } catch {
    stored = null;
  }
  if (!isRecord(stored)) return { step: 0, values: defaults };
  const step =
    typeof stored.step === 'number' && Number.isInteger(stored.step) && stored.step >= 0 ? stored.step : 0;
  return { step, values: restoreValues(defaults, stored.values) };
}

/** The values without the paths that must never be written down (passwords), as the defaults have them. */
export function withoutPaths<Values>(values: Values, defaults: Values, paths: readonly string[]): Values {
  if (!paths.length) return values;
  const copy = structuredClone(values) as Record<string, unknown>;
  for (const path of paths) {
    const keys = path.split('.');
    let target: unknown = copy;
    let fallback: unknown = defaults;
    for (const key of keys.slice(0, -1)) {
      target = isRecord(target) ? target[key] : undefined;
      fallback = isRecord(fallback) ? fallback[key] : undefined;
    }
    const last = keys.at(-1)!;
    if (isRecord(target)) target[last] = isRecord(fallback) ? fallback[last] : undefined;
  }
  return copy as Values;
}

/** One storage key per wizard, site and member: another member signing in in the same tab starts afresh. */
export function draftStorageKey(wizard: string, siteId: string, memberId: string): string {
  return `wizard-draft:${siteId}:${wizard}:${memberId}`;
}
