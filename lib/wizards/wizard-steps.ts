import type { StepState } from '@/components/ui/stepper';

/*
 * The rules every wizard of docs/templates.md shares, as plain functions. A wizard's values are
 * grouped by step (`{ details: {…}, terms: {…} }`): each group has its own zod schema and the whole
 * form's schema is those schemas side by side, so a field's step is the first segment of its path.
 */

/** Something with a `safeParse`, as a step's zod schema has. */
export interface StepSchema {
  safeParse: (value: unknown) => { success: boolean };
}

/** The step a field path (`terms.price`, `cart.lines.0.quantity`) belongs to, or -1. */
export function stepOfField(stepIds: readonly string[], path: string): number {
  return stepIds.indexOf(path.split('.')[0] ?? '');
}

/** The first step that holds one of these field paths, or null. */
export function firstStepWithError(stepIds: readonly string[], paths: Iterable<string>): number | null {
  let first: number | null = null;
  for (const path of paths) {
    const step = stepOfField(stepIds, path);
    if (step >= 0 && (first === null || step < first)) first = step;
  }
  return first;
}

/**
 * Each step's state for the stepper: the ones before the current step are complete, the current
 * one is current, later ones upcoming; a step with errors (the current one after a refused Next,
 * an earlier one the server refused) is in error.
 */
export function stepStates(count: number, current: number, withErrors: ReadonlySet<number>): StepState[] {
  return Array.from({ length: count }, (_, index) => {
    if (index > current) return 'upcoming';
    if (withErrors.has(index)) return 'error';
    return index === current ? 'current' : 'complete';
  });
}

/**
 * Where a wizard resumes after a reload: the step it was on, unless an earlier step no longer
 * passes its schema (a value restored from an older draft), then that one. Steps without a schema
 * (the review) always pass.
 */
export function resumeStep(
  steps: readonly { id: string; schema?: StepSchema }[],
  values: Readonly<Record<string, unknown>>,
  savedStep: number,
): number {
  const last = Math.max(0, Math.min(Math.trunc(savedStep) || 0, steps.length - 1));
  for (let index = 0; index < last; index += 1) {
    const step = steps[index]!;
    if (step.schema && !step.schema.safeParse(values[step.id]).success) return index;
  }
  return last;
}
