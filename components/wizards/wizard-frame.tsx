'use client';

import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Stepper, type StepperStep, type StepState } from '@/components/ui/stepper';
import { cn } from '@/lib/utils';

export interface WizardStepMeta extends StepperStep {
  /** One sentence under the step's heading. */
  intro?: string;
}

interface WizardFrameProps {
  /** Names the form and its list of steps. */
  label: string;
  steps: readonly WizardStepMeta[];
  step: number;
  states: readonly StepState[];
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
  onNext: () => void;
  onSelectStep: (index: number) => void;
  /** The last step's submit (Enter in a field of the last step, or its submit button). */
  onSubmit: () => void;
  /** The last step's buttons, in place of Next. */
  finalActions: ReactNode;
  orientation?: 'horizontal' | 'vertical';
  variant?: 'numbered' | 'icons';
  /** `h3` when the wizard sits under a section heading of its own. */
  headingLevel?: 'h2' | 'h3';
  /** A form-level message above the step's fields. */
  notice?: ReactNode;
  children: ReactNode;
}

/** A wizard's card: the stepper, the current step's heading and fields, Back and Next. */
export function WizardFrame({
  label,
  steps,
  step,
  states,
  headingRef,
  onBack,
  onNext,
  onSelectStep,
  onSubmit,
  finalActions,
  orientation = 'horizontal',
  variant = 'numbered',
  headingLevel: Heading = 'h2',
  notice,
  children,
}: WizardFrameProps) {
  const t = useTranslations('Wizards.frame');
  const vertical = orientation === 'vertical';
  const current = steps[step]!;
  const isLast = step === steps.length - 1;
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (isLast) onSubmit();
        else onNext();
      }}
      className={cn('surface overflow-hidden', vertical && 'md:grid md:grid-cols-[minmax(0,16rem)_1fr]')}
    >
      <Stepper
        steps={steps}
        states={states}
        current={step}
        label={t('stepsOf', { name: label })}
        stateLabels={{
          upcoming: t('state.upcoming'),
          current: t('state.current'),
          complete: t('state.complete'),
          error: t('state.error'),
        }}
        orientation={orientation}
        variant={variant}
        onSelect={onSelectStep}
        className={cn('border-b border-border p-5 sm:p-6', vertical && 'md:border-e md:border-b-0')}
      />
      <div className="min-w-0 space-y-6 p-5 sm:p-6">
        <div className="space-y-1">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t('stepOf', { current: step + 1, total: steps.length })}
          </p>
          <Heading ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
            {current.title}
          </Heading>
          {current.intro ? <p className="text-sm text-muted-foreground">{current.intro}</p> : null}
        </div>
        {notice}
        {children}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-6">
          <Button type="button" variant="outline" onClick={onBack} disabled={step === 0}>
            <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
            {t('back')}
          </Button>
          {isLast ? (
            <div className="flex flex-wrap gap-3">{finalActions}</div>
          ) : (
            <Button type="submit">
              {t('next')}
              <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}

/** What a wizard shows while the page hydrates and its draft is read: the card's outline. */
export function WizardSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label} role="region" className="surface space-y-6 p-6">
      <div className="flex gap-3">
        {[0, 1, 2, 3].map((index) => (
          <span key={index} className="h-9 grow animate-pulse rounded-full bg-muted" />
        ))}
      </div>
      <div className="h-6 w-1/3 animate-pulse rounded bg-muted" />
      <div className="h-32 animate-pulse rounded bg-muted" />
    </div>
  );
}
