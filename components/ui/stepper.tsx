import { Check, CircleAlert, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/*
 * The steps of a multi-step form: an ordered list with `aria-current="step"`, numbered or with
 * icons, in a row or a column. Steps before the current one are buttons when `onSelect` is given,
 * so a keyboard user can go back to them; later steps are reached with the form's own Next.
 * Connectors are flex items and `start-` offsets, so they follow the text direction.
 */

export type StepState = 'upcoming' | 'current' | 'complete' | 'error';

export interface StepperStep {
  id: string;
  title: string;
  description?: string;
  /** The `icons` variant's mark for the step. */
  icon?: LucideIcon;
}

interface StepperProps {
  steps: readonly StepperStep[];
  /** Each step's state, in the order of `steps`. */
  states: readonly StepState[];
  /** The index of the step the form shows (`aria-current="step"`). */
  current: number;
  /** Names the list ("Steps of the checkout"). */
  label: string;
  /** Read after each title, for those who do not see the marks ({ complete: 'completed', … }). */
  stateLabels: Readonly<Record<StepState, string>>;
  orientation?: 'horizontal' | 'vertical';
  variant?: 'numbered' | 'icons';
  /** Called with the index of an earlier step the user chose; without it no step is a button. */
  onSelect?: (index: number) => void;
  className?: string;
}

const markerTone: Record<StepState, string> = {
  upcoming: 'border border-border bg-card text-muted-foreground',
  current: 'border-2 border-primary bg-primary-soft text-primary',
  complete: 'bg-primary text-primary-foreground',
  error: 'bg-destructive text-destructive-foreground',
};

const titleTone: Record<StepState, string> = {
  upcoming: 'text-muted-foreground',
  current: 'text-foreground',
  complete: 'text-foreground',
  error: 'text-destructive',
};

function StepMarker({
  step,
  index,
  state,
  variant,
}: {
  step: StepperStep;
  index: number;
  state: StepState;
  variant: 'numbered' | 'icons';
}) {
  const Icon =
    state === 'error' ? CircleAlert : state === 'complete' && variant === 'numbered' ? Check : step.icon;
  return (
    <span
      aria-hidden
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-full text-sm font-semibold transition-colors',
        variant === 'icons' && 'rounded-lg',
        markerTone[state],
      )}
    >
      {Icon && (variant === 'icons' || state === 'complete' || state === 'error') ? (
        <Icon className="size-4.5" />
      ) : (
        index + 1
      )}
    </span>
  );
}

export function Stepper({
  steps,
  states,
  current,
  label,
  stateLabels,
  orientation = 'horizontal',
  variant = 'numbered',
  onSelect,
  className,
}: StepperProps) {
  const horizontal = orientation === 'horizontal';
  return (
    <nav aria-label={label} className={className}>
      <ol
        className={cn('flex', horizontal ? 'items-center gap-2' : 'flex-col')}
        data-orientation={orientation}
      >
        {steps.map((step, index) => {
          const state = states[index] ?? 'upcoming';
          const last = index === steps.length - 1;
          const content = (
            <>
              <StepMarker step={step} index={index} state={state} variant={variant} />
              <span
                className={cn(
                  'flex min-w-0 flex-col text-start',
                  // In a row on a phone only the marks fit; the form names its step in its heading.
                  horizontal && 'max-md:sr-only',
                )}
              >
                <span className={cn('text-sm leading-tight font-medium', titleTone[state])}>
                  {step.title}
                </span>
                {step.description ? (
                  <span className="text-xs text-muted-foreground">{step.description}</span>
                ) : null}
                <span className="sr-only">{`, ${stateLabels[state]}`}</span>
              </span>
            </>
          );
          const selectable = onSelect !== undefined && index < current;
          const itemClass = cn(
            'flex items-center gap-3 rounded-lg text-start',
            !horizontal && 'items-start py-1',
          );
          return (
            <li
              key={step.id}
              aria-current={index === current ? 'step' : undefined}
              className={cn(
                'relative flex',
                horizontal ? 'items-center gap-2 last:grow-0 grow' : 'pb-6 last:pb-0',
              )}
            >
              {selectable ? (
                <button
                  type="button"
                  onClick={() => onSelect(index)}
                  className={cn(
                    itemClass,
                    'outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                  )}
                >
                  {content}
                </button>
              ) : (
                <div className={itemClass}>{content}</div>
              )}
              {last ? null : (
                <span
                  aria-hidden
                  className={cn(
                    'rounded-full',
                    state === 'complete' ? 'bg-primary' : 'bg-border',
                    horizontal
                      ? 'h-0.5 min-w-4 grow'
                      : // From under this step's mark to the next one's, on the mark's centre line.
                        'absolute start-[17px] top-11 bottom-1 w-0.5',
                  )}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
