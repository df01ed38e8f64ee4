'use client';

import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useRouter } from 'next/navigation';
import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { submitPlanRequest } from '@/lib/front-pages/plan-request-action';
import {
  initialPlanRequestState,
  PLAN_REQUEST_LIMITS,
  type PlanRequestField,
  type PlanRequestState,
} from '@/lib/front-pages/plan-request-types';
import type { BillingCycle, PlanId } from '@/lib/front-pages/plans';
import { CONTACT_LIMITS } from '@/lib/contact/contact-types';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { cn } from '@/lib/utils';
import type { PlanRequestLabels } from './plan-request-labels';

/** Loaded with the first submit, not with the page: the same schema the server action parses with. */
const loadSchema = () => import('@/lib/front-pages/plan-request-schema');

interface PlanRequestFormProps {
  locale: Locale;
  /** The plan and billing chosen on the way here (`?plan=&billing=`). */
  choice: { plan: PlanId; billing: BillingCycle };
  labels: PlanRequestLabels;
}

/**
 * The checkout form: plan, billing and who to write to. It checks the input with the shared schema
 * before sending, and works as a plain form before JavaScript loads; on any error every typed
 * value stays. A valid request goes to the site's team, then the payment page opens.
 */
export function PlanRequestForm({ locale, choice, labels }: PlanRequestFormProps) {
  const [state, action, pending] = useActionState(
    submitPlanRequest,
    initialPlanRequestState(choice.plan, choice.billing),
  );
  if (state.status === 'sent') return <PlanRequestSent locale={locale} labels={labels} state={state} />;
  return <PlanRequestFields key={state.attempt} {...{ labels, state, action, pending }} />;
}

/**
 * The request went out: the payment page says what happens next. With JavaScript the form opens
 * it at once; without, this notice stays with a link to it.
 */
function PlanRequestSent({
  locale,
  labels,
  state,
}: {
  locale: Locale;
  labels: PlanRequestLabels;
  state: PlanRequestState;
}) {
  const router = useRouter();
  const { plan, billing } = state.values;
  const payment = localePath(locale, {
    pathname: '/front-pages/payment',
    query: { plan, billing, sent: '1' },
  });
  useEffect(() => router.replace(payment), [router, payment]);
  return (
    <div
      role="status"
      className="mx-auto flex max-w-2xl gap-3 rounded-xl border border-primary/30 bg-primary-soft p-5"
    >
      <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
      <div>
        <p className="text-lg font-semibold">{labels.sentTitle}</p>
        <p className="mt-1">{labels.sentText[plan]}</p>
        <a
          href={payment}
          className="mt-3 inline-flex rounded-sm font-semibold text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {labels.paymentLink}
        </a>
      </div>
    </div>
  );
}

function PlanRequestFields({
  labels,
  state,
  action,
  pending,
}: {
  labels: PlanRequestLabels;
  state: PlanRequestState;
  action: (data: FormData) => void;
  pending: boolean;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [plan, setPlan] = useState<PlanId>(state.values.plan);
  const [billing, setBilling] = useState<BillingCycle>(state.values.billing);
  // Errors found in the browser replace the server's until the next answer re-mounts the fields.
  const [checked, setChecked] = useState<{ fieldErrors: PlanRequestState['fieldErrors'] } | null>(null);
  const fieldErrors = checked ? checked.fieldErrors : state.fieldErrors;
  const formError = checked
    ? Object.keys(checked.fieldErrors ?? {}).length
      ? 'invalid'
      : undefined
    : state.error;
  const errorOf = (field: PlanRequestField) => {
    const key = fieldErrors?.[field];
    return key ? (labels.fieldErrors[key] ?? labels.errors.invalid) : undefined;
  };

  // Bring the keyboard to the first field the browser check found wrong.
  useEffect(() => {
    if (checked) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checked]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void loadSchema().then(({ planRequestSchema, fieldErrorsOf }) => {
      const parsed = planRequestSchema.safeParse(Object.fromEntries(data));
      if (!parsed.success) {
        setChecked({ fieldErrors: fieldErrorsOf(parsed.error.issues) });
        return;
      }
      setChecked(null);
      startTransition(() => action(data));
    });
  };

  const price = labels.prices[plan];
  return (
    <form
      ref={form}
      action={action}
      onSubmit={onSubmit}
      noValidate
      aria-label={labels.formName}
      className="grid gap-8 lg:grid-cols-[1fr_20rem]"
    >
      <div className="space-y-8">
        {formError ? (
          <p
            role="alert"
            className="flex gap-2.5 rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2.5 text-sm text-destructive"
          >
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {labels.errors[formError]}
          </p>
        ) : null}
        <Choices
          legend={labels.plan}
          name="plan"
          value={plan}
          error={errorOf('plan')}
          onChange={(value) => setPlan(value as PlanId)}
          options={labels.plans.map((option) => ({
            value: option.id,
            label: option.name,
            hint: labels.prices[option.id].perMonth,
          }))}
        />
        <Choices
          legend={labels.billing}
          name="billing"
          value={billing}
          error={errorOf('billing')}
          onChange={(value) => setBilling(value as BillingCycle)}
          options={[
            { value: 'monthly', label: labels.monthly, hint: price.perMonth },
            { value: 'yearly', label: labels.yearly, hint: `${price.perYear} · ${labels.yearlyHint}` },
          ]}
        />
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold">{labels.details}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="name" label={labels.name} error={errorOf('name')}>
              {(control) => (
                <Input
                  {...control}
                  name="name"
                  autoComplete="name"
                  maxLength={CONTACT_LIMITS.nameMax}
                  defaultValue={state.values.name}
                />
              )}
            </TextField>
            <TextField name="email" label={labels.email} error={errorOf('email')}>
              {(control) => (
                <Input
                  {...control}
                  name="email"
                  type="email"
                  autoComplete="email"
                  maxLength={CONTACT_LIMITS.emailMax}
                  defaultValue={state.values.email}
                />
              )}
            </TextField>
          </div>
          <TextField name="company" label={labels.company} error={errorOf('company')}>
            {(control) => (
              <Input
                {...control}
                name="company"
                autoComplete="organization"
                maxLength={PLAN_REQUEST_LIMITS.companyMax}
                defaultValue={state.values.company}
              />
            )}
          </TextField>
          <TextField name="note" label={labels.note} hint={labels.noteHint} error={errorOf('note')}>
            {(control) => (
              <Textarea
                {...control}
                name="note"
                rows={4}
                maxLength={PLAN_REQUEST_LIMITS.noteMax}
                defaultValue={state.values.note}
              />
            )}
          </TextField>
          {/* Honeypot: hidden from people and assistive technology, so only bots fill it in. */}
          <div aria-hidden className="sr-only">
            <label htmlFor="checkout-website">{labels.website}</label>
            <input id="checkout-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
        </fieldset>
      </div>
      <aside aria-labelledby="summary-title" className="lg:sticky lg:top-24 lg:self-start">
        <div className="surface space-y-4 border border-transparent p-6">
          <h2 id="summary-title" className="text-lg font-semibold">
            {labels.summary}
          </h2>
          <dl className="space-y-2 text-sm">
            {[
              [labels.summaryPlan, labels.plans.find((option) => option.id === plan)?.name],
              [labels.summaryBilling, billing === 'monthly' ? labels.monthly : labels.yearly],
              [labels.summaryPrice, billing === 'monthly' ? price.perMonth : price.perYear],
              [labels.summaryDueNow, labels.summaryNothing],
            ].map(([term, value]) => (
              <div key={term} className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{term}</dt>
                <dd className="text-end font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="rounded-md bg-primary-soft p-3 text-sm">{labels.noPayment}</p>
          <button
            type="submit"
            disabled={pending}
            aria-busy={pending}
            className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-md bg-primary px-6 text-sm font-semibold text-primary-foreground hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
          >
            {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            {pending ? labels.sending : labels.submit}
          </button>
        </div>
      </aside>
    </form>
  );
}

type Control = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

/** A labelled text field; ids come from the field's name, as the form appears once on its page. */
function TextField({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: (control: Control) => ReactNode;
}) {
  const id = `checkout-${name}`;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Native radio buttons as cards: they work without JavaScript and with the arrow keys. */
function Choices({
  legend,
  name,
  value,
  options,
  error,
  onChange,
}: {
  legend: string;
  name: string;
  value: string;
  options: { value: string; label: string; hint: string }[];
  error?: string;
  onChange: (value: string) => void;
}) {
  const errorId = `checkout-${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-3">
      <legend className="text-lg font-semibold">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-4 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === option.value ? 'border-primary bg-primary-soft' : 'border-border hover:bg-accent',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-1 size-4 shrink-0 accent-primary"
            />
            <span>
              <span className="block font-medium">{option.label}</span>
              <span className="block text-sm text-muted-foreground">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
