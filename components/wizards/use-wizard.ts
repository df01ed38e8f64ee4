'use client';

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useForm, type FieldValues, type Path, type Resolver, type SubmitHandler } from 'react-hook-form';
import { parseDraft, withoutPaths } from '@/lib/wizards/draft';
import { firstStepWithError, resumeStep, stepStates, type StepSchema } from '@/lib/wizards/wizard-steps';

const noSubscription = () => () => {};
const NOTHING_OMITTED: readonly string[] = [];

/** A step's field paths (`terms.price`, …) from its schema's shape; the step's id when it has none. */
function stepFieldPaths(step: WizardStep): string[] {
  const shape = step.schema?.shape;
  return shape ? Object.keys(shape).map((field) => `${step.id}.${field}`) : [step.id];
}

interface WizardStep {
  id: string;
  /** The step's zod object schema; the last step (review, summary) may have none. */
  schema?: StepSchema & { shape?: Readonly<Record<string, unknown>> };
}

/** False while the server renders and the page hydrates, true after: session storage exists only then. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export interface WizardOptions<Values extends FieldValues> {
  /** Every step in order, the last one (review, summary) with or without a schema of its own. */
  steps: readonly WizardStep[];
  /** The whole form's schema as a resolver (its steps side by side). */
  resolver: Resolver<Values>;
  defaults: Values;
  /** Where the draft lives in the tab's session storage (lib/wizards/draft.ts). */
  storageKey: string;
  /** Field paths the draft never keeps (passwords). */
  omitFromDraft?: readonly string[];
}

/**
 * One react-hook-form over all steps, the step shown, and the draft in session storage. Next asks
 * the resolver for the current step's fields only, so a step is passed exactly when its own schema
 * is; going back keeps every value. Mount it only on the client (`useIsClient`): it reads the
 * draft while it first renders.
 */
export function useWizard<Values extends FieldValues>({
  steps,
  resolver,
  defaults,
  storageKey,
  omitFromDraft = NOTHING_OMITTED,
}: WizardOptions<Values>) {
  const [initial] = useState(() => {
    const draft = parseDraft(window.sessionStorage.getItem(storageKey), defaults);
    return { values: draft.values, step: resumeStep(steps, draft.values, draft.step) };
  });
  const form = useForm<Values>({ resolver, defaultValues: initial.values as never, mode: 'onTouched' });
  const [step, setStep] = useState(initial.step);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // Set once the wizard is done: react-hook-form reports the finished submit after the draft was
  // removed, and that report must not write the draft back (a reload would offer it again).
  const finished = useRef(false);
  const stepIds = useMemo(() => steps.map((item) => item.id), [steps]);
  // Next asks for the step's fields by name (`terms.price`): react-hook-form keeps an error it is
  // asked for by a group's name (`terms`) only when a field of that group is registered, and the
  // photos are not a registered field.
  const stepFields = useMemo(() => steps.map((item) => stepFieldPaths(item)), [steps]);

  // Every change, and every move between steps, is written down at once: a reload loses nothing.
  useEffect(() => {
    const save = () => {
      if (finished.current) return;
      window.sessionStorage.setItem(
        storageKey,
        JSON.stringify({ step, values: withoutPaths(form.getValues(), defaults, omitFromDraft) }),
      );
    };
    save();
    return form.subscribe({ formState: { values: true }, callback: save });
  }, [form, step, storageKey, defaults, omitFromDraft]);

  // A new step is announced by moving focus to its heading (not on the first render).
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const goTo = useCallback((index: number) => {
    moved.current = true;
    setStep(index);
  }, []);

  const next = useCallback(async () => {
    const valid = await form.trigger(stepFields[step] as Path<Values>[], { shouldFocus: true });
    if (valid) goTo(Math.min(step + 1, steps.length - 1));
    return valid;
  }, [form, goTo, step, stepFields, steps.length]);

  /** Puts the server's (or the whole schema's) errors on their fields and shows the first step concerned. */
  const showErrors = useCallback(
    (fieldErrors: Record<string, string>) => {
      for (const [path, message] of Object.entries(fieldErrors))
        form.setError(path as Path<Values>, { type: 'server', message });
      const first = firstStepWithError(stepIds, Object.keys(fieldErrors));
      if (first !== null && first !== step) goTo(first);
    },
    [form, goTo, step, stepIds],
  );

  /** The final step's submit: the whole schema; when an earlier step fails it, that step is shown. */
  const submit = (onValid: SubmitHandler<Values>) =>
    form.handleSubmit(onValid, (invalid) => {
      const first = firstStepWithError(stepIds, Object.keys(invalid));
      if (first !== null && first !== step) goTo(first);
    });

  /** The wizard is done (saved, ordered, confirmed): its draft goes, and stays gone. */
  const clearDraft = useCallback(() => {
    finished.current = true;
    window.sessionStorage.removeItem(storageKey);
  }, [storageKey]);

  const errors = form.formState.errors;
  const withErrors = new Set(stepIds.flatMap((id, index) => (errors[id] ? [index] : [])));

  return {
    form,
    step,
    stepId: stepIds[step]!,
    isLast: step === steps.length - 1,
    states: stepStates(steps.length, step, withErrors),
    headingRef,
    next,
    back: () => goTo(Math.max(0, step - 1)),
    goTo: (index: number) => {
      if (index < step) goTo(index);
    },
    showErrors,
    submit,
    clearDraft,
  };
}
