'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { RadioGroup } from 'radix-ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { PasswordInput } from '@/components/forms/password-input';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/constants';
import type { MessageRef } from '@/lib/auth/error-messages';
import { registerAndSignIn } from '@/components/auth/register-request';
import { FREE_TRIAL_MONTHS } from '@/lib/constants';
import { cn } from '@/lib/utils';
import type { SignUpInput } from '@/lib/validation/auth';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';

const resolver = lazyZodResolver(() =>
  import('@/lib/validation/auth').then((schemas) => schemas.signUpSchema),
);

const STEPS = [
  { title: 'stepAccount', text: 'stepAccountText' },
  { title: 'stepPlan', text: 'stepPlanText' },
  { title: 'stepConfirm', text: 'stepConfirmText' },
] as const;
const PLANS = [
  { value: 'trial', title: 'planTrial', text: 'planTrialText' },
  { value: 'basic', title: 'planBasic', text: 'planBasicText' },
  { value: 'pro', title: 'planPro', text: 'planProText' },
] as const;
type Plan = (typeof PLANS)[number]['value'];
const LAST = STEPS.length - 1;
const BADGE = {
  done: 'bg-primary-soft text-primary',
  current: 'bg-primary text-primary-foreground',
  upcoming: 'border border-border text-muted-foreground',
};

/** The multi-step register template: account, plan (cosmetic), confirm; creates the real account. */
export function RegisterMultiSteps({ destination, loginHref }: { destination: string; loginHref: string }) {
  const t = useTranslations('AuthTemplates');
  const ta = useTranslations('Auth');
  const id = useId();
  const [step, setStep] = useState(0);
  const [plan, setPlan] = useState<Plan>('trial');
  const [error, setError] = useState<MessageRef | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const form = useForm<SignUpInput>({ resolver, defaultValues: { name: '', email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  // After Previous/Next, bring keyboard and screen-reader users to the new step.
  useEffect(() => {
    if (moved.current) panel.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    setError(null);
    setStep(next);
  };

  const next = async () => {
    if (step === 0 && !(await form.trigger(['name', 'email', 'password'], { shouldFocus: true }))) return;
    goTo(Math.min(step + 1, LAST));
  };

  const create = async (values: SignUpInput) => {
    setError(null);
    const failure = await registerAndSignIn(values);
    if (failure) setError(failure);
    else window.location.assign(destination);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < LAST) {
      // Enter in an early step means "Next", never "create the account".
      event.preventDefault();
      void next();
      return;
    }
    void form.handleSubmit(create, () => goTo(0))(event);
  };

  const planName = t(PLANS.find((option) => option.value === plan)?.title ?? 'planTrial');

  return (
    <div className="space-y-6">
      <ol className="grid grid-cols-3 gap-3">
        {STEPS.map((item, index) => (
          <li
            key={item.title}
            aria-current={index === step ? 'step' : undefined}
            className="flex flex-col gap-1.5"
          >
            <span
              aria-hidden
              className={cn(
                'grid size-8 place-items-center rounded-full text-sm font-semibold transition',
                BADGE[index < step ? 'done' : index === step ? 'current' : 'upcoming'],
              )}
            >
              {index + 1}
            </span>
            <span
              id={`${id}-step-${index}`}
              className={cn('text-sm font-medium', index === step && 'text-primary')}
            >
              {t(item.title)}
            </span>
            <span className="text-xs text-muted-foreground">{t(item.text)}</span>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {t('stepOf', { current: step + 1, total: STEPS.length })}
      </p>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={ta('createAccount')}>
        <FormAlert message={error} />
        <div
          ref={panel}
          tabIndex={-1}
          role="group"
          aria-labelledby={`${id}-step-${step}`}
          className="space-y-4 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-card"
        >
          {step === 0 ? (
            <>
              <FormField label={ta('name')} error={errors.name?.message}>
                {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
              </FormField>
              <FormField label={ta('email')} error={errors.email?.message}>
                {(control) => (
                  <Input {...control} type="email" autoComplete="email" {...form.register('email')} />
                )}
              </FormField>
              <FormField
                label={ta('password')}
                error={errors.password?.message}
                hint={ta('passwordHint', { min: PASSWORD_MIN_LENGTH })}
              >
                {(control) => (
                  <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
                )}
              </FormField>
            </>
          ) : null}
          {step === 1 ? (
            <RadioGroup.Root
              aria-labelledby={`${id}-step-1`}
              value={plan}
              onValueChange={(value) => setPlan(value as Plan)}
              className="grid gap-3"
            >
              {PLANS.map((option) => (
                <RadioGroup.Item
                  key={option.value}
                  value={option.value}
                  aria-labelledby={`${id}-plan-${option.value}`}
                  aria-describedby={`${id}-plan-${option.value}-text`}
                  className="group flex items-start gap-3 rounded-lg border border-border bg-card p-4 text-start transition outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft"
                >
                  <span
                    aria-hidden
                    className="mt-0.5 grid size-4 shrink-0 place-items-center rounded-full border border-border group-data-[state=checked]:border-primary"
                  >
                    <RadioGroup.Indicator className="size-2 rounded-full bg-primary" />
                  </span>
                  <span className="space-y-0.5">
                    <span
                      id={`${id}-plan-${option.value}`}
                      className="block text-sm font-medium group-data-[state=checked]:text-primary"
                    >
                      {t(option.title)}
                    </span>
                    <span
                      id={`${id}-plan-${option.value}-text`}
                      className="block text-sm text-muted-foreground"
                    >
                      {option.value === 'trial'
                        ? t('planTrialText', { months: FREE_TRIAL_MONTHS })
                        : t(option.text)}
                    </span>
                  </span>
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          ) : null}
          {step === LAST ? (
            <p className="rounded-lg border border-border bg-muted p-4 text-sm">
              {t('summary', { email: form.getValues('email'), plan: planName })}
            </p>
          ) : null}
        </div>
        {step === LAST ? (
          <SubmitButton
            pending={isSubmitting}
            label={ta('createAccount')}
            pendingLabel={ta('creatingAccount')}
          />
        ) : null}
        <div className="flex items-center justify-between gap-3">
          {step > 0 ? (
            <Button type="button" variant="outline" onClick={() => goTo(step - 1)} disabled={isSubmitting}>
              <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
              {t('previous')}
            </Button>
          ) : null}
          {step < LAST ? (
            <Button type="button" className="ms-auto" onClick={() => void next()}>
              {t('next')}
              <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
            </Button>
          ) : null}
        </div>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        {ta('haveAccount')}{' '}
        <Link href={loginHref} className="font-medium text-primary hover:underline">
          {ta('loginLink')}
        </Link>
      </p>
    </div>
  );
}
