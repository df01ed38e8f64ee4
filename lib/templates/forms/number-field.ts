/*
 * The slider pages keep a number input and a slider in step. The input may hold anything while
 * it is typed; only a valid number moves the slider, and leaving the field snaps it to the range.
 */

export interface NumberRange {
  min: number;
  max: number;
  step: number;
}

/** The value a slider can take nearest to `value`: clamped to the range and on a step. */
export function snapToRange(value: number, { min, max, step }: NumberRange): number {
  const clamped = Math.min(max, Math.max(min, value));
  const stepped = min + Math.round((clamped - min) / step) * step;
  // Floating steps (0.1) would leave 0.30000000000000004.
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Number(Math.min(max, stepped).toFixed(decimals));
}

export type ParsedNumber =
  { kind: 'empty' } | { kind: 'invalid' } | { kind: 'outOfRange' } | { kind: 'ok'; value: number };

/** What the typed text means for the slider (a comma counts as a decimal point). */
export function parseNumberField(text: string, range: NumberRange): ParsedNumber {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { kind: 'empty' };
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return { kind: 'invalid' };
  const value = Number(trimmed);
  if (value < range.min || value > range.max) return { kind: 'outOfRange' };
  return { kind: 'ok', value };
}

/** A range's two inputs: the lower one may not pass the upper one. */
export function orderedPair(from: number, to: number): [number, number] {
  return from <= to ? [from, to] : [to, from];
}
