'use client';

import { CircleAlert, CircleCheck, LoaderCircle, Star } from 'lucide-react';
import { useActionState, useId, type ReactNode } from 'react';
import { useFormStatus } from 'react-dom';
import { INITIAL_REVIEW_STATE, REVIEW_LIMITS, type ReviewField } from '@/lib/shop/catalog/review-types';
import type { ReviewFormLabels } from '@/lib/shop/catalog/review-labels';
import { submitReviewForm } from '@/lib/shop/catalog/review-action';

const field =
  'w-full rounded-md border border-border bg-card px-3 text-base transition outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30 aria-invalid:border-destructive sm:text-sm';
const RATINGS = ['1', '2', '3', '4', '5'] as const;

/**
 * A review of the offer (rating, title, text; a name unless signed in). Like the contact form it
 * has no form library and works before JavaScript loads; on an error every typed value comes back.
 */
export function ReviewForm({ listingId, labels }: { listingId: string; labels: ReviewFormLabels }) {
  const [state, action] = useActionState(submitReviewForm, INITIAL_REVIEW_STATE);
  const honeypotId = useId();
  const ratingErrorId = useId();
  const fieldError = (name: ReviewField) => {
    const key = state.fieldErrors?.[name];
    return key
      ? (labels.fieldErrors[key as keyof typeof labels.fieldErrors] ?? labels.errors.invalid)
      : undefined;
  };

  if (state.status === 'sent') {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-md border border-emerald-500/30 bg-emerald-500/10 px-4 py-3 font-medium text-emerald-700 dark:text-emerald-300"
      >
        <CircleCheck aria-hidden className="size-5 shrink-0" />
        {labels.thanks}
      </p>
    );
  }

  const ratingError = fieldError('rating');
  return (
    <form
      action={action}
      noValidate
      aria-labelledby={`${honeypotId}-title`}
      className="space-y-4"
      key={state.attempt}
    >
      <div>
        <h3 id={`${honeypotId}-title`} className="text-lg font-semibold">
          {labels.title}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{labels.intro}</p>
      </div>
      {state.error ? (
        <p
          role="alert"
          className="flex gap-2.5 rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2.5 text-sm text-destructive"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {labels.errors[state.error]}
        </p>
      ) : null}
      <input type="hidden" name="listingId" value={listingId} />
      <fieldset aria-describedby={ratingError ? ratingErrorId : undefined}>
        <legend className="text-sm font-medium">{labels.rating}</legend>
        <div className="mt-1.5 flex flex-wrap gap-1" dir="ltr">
          {RATINGS.map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={value}
                defaultChecked={state.values.rating === value}
                className="peer sr-only"
              />
              <span className="inline-flex h-10 items-center gap-1 rounded-md border border-border bg-card px-3 text-sm peer-checked:border-amber-500 peer-checked:bg-amber-500/10 peer-focus-visible:ring-2 peer-focus-visible:ring-ring">
                <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
                <span aria-hidden>{value}</span>
                <span className="sr-only">{labels.star[value]}</span>
              </span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id={ratingErrorId} className="mt-1.5 text-sm text-destructive">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <Field label={labels.name} hint={labels.nameHint} error={fieldError('name')}>
        {(control) => (
          <input
            {...control}
            name="name"
            autoComplete="name"
            maxLength={REVIEW_LIMITS.nameMax}
            defaultValue={state.values.name}
            className={`${field} h-11`}
          />
        )}
      </Field>
      <Field label={labels.reviewTitle} error={fieldError('title')}>
        {(control) => (
          <input
            {...control}
            name="title"
            maxLength={REVIEW_LIMITS.titleMax}
            defaultValue={state.values.title}
            className={`${field} h-11`}
          />
        )}
      </Field>
      <Field label={labels.body} error={fieldError('body')}>
        {(control) => (
          <textarea
            {...control}
            name="body"
            rows={4}
            maxLength={REVIEW_LIMITS.bodyMax}
            defaultValue={state.values.body}
            className={`${field} py-2.5`}
          />
        )}
      </Field>
      {/* Honeypot: hidden from people and assistive technology, so only bots fill it in. */}
      <div aria-hidden className="sr-only">
        <label htmlFor={honeypotId}>{labels.website}</label>
        <input id={honeypotId} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Submit label={labels.submit} pendingLabel={labels.sending} />
    </form>
  );
}

function Submit({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-md bg-primary px-6 text-sm font-semibold text-primary-foreground hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60 sm:w-auto"
    >
      {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
      {pending ? pendingLabel : label}
    </button>
  );
}

type Control = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: (control: Control) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined })}
      {hint ? (
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
