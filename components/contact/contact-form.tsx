'use client';

import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useActionState, useId, type ReactNode } from 'react';
import { useFormStatus } from 'react-dom';
import { submitContactForm } from '@/lib/contact/contact-action';
import type { ContactFormLabels } from '@/lib/contact/contact-labels';
import { CONTACT_LIMITS, INITIAL_CONTACT_STATE } from '@/lib/contact/contact-types';

interface ContactFormProps {
  labels: ContactFormLabels;
  /** The offer the message is about; without it the message goes to the site's admins. */
  listingId?: string;
}

const field =
  'w-full rounded-md border border-border bg-card px-3 text-base transition outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30 aria-invalid:border-destructive sm:text-sm';

/**
 * docs/product.md §3 contact form (name, email, message), validated by the server action with the shared
 * schema. No form library here: public pages ship as little JavaScript as possible (docs/architecture.md §8),
 * and the form also works before JavaScript loads. On an error every typed value comes back.
 */
export function ContactForm({ labels, listingId }: ContactFormProps) {
  const [state, action] = useActionState(submitContactForm, INITIAL_CONTACT_STATE);
  const honeypotId = useId();
  const fieldError = (name: 'name' | 'email' | 'message') => {
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

  return (
    <form action={action} noValidate aria-label={labels.submit} className="space-y-4" key={state.attempt}>
      {state.error ? (
        <p
          role="alert"
          className="flex gap-2.5 rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2.5 text-sm text-destructive"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {labels.errors[state.error]}
        </p>
      ) : null}
      {listingId ? <input type="hidden" name="listingId" value={listingId} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={labels.name} error={fieldError('name')}>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.nameMax}
              defaultValue={state.values.name}
              className={`${field} h-11`}
            />
          )}
        </Field>
        <Field label={labels.email} error={fieldError('email')}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.emailMax}
              defaultValue={state.values.email}
              className={`${field} h-11`}
            />
          )}
        </Field>
      </div>
      <Field label={labels.message} error={fieldError('message')}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={5}
            maxLength={CONTACT_LIMITS.messageMax}
            defaultValue={state.values.message}
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
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (control: Control) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
