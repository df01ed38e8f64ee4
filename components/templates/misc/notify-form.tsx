'use client';

import { CircleAlert, CircleCheck, LoaderCircle, Send } from 'lucide-react';
import { useActionState, useEffect, useId, useRef, useState } from 'react';
import { useFormStatus } from 'react-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { softTone } from '@/components/ui/status-tone';
import type { Locale } from '@/lib/i18n/locales';
import { requestLaunchNotice } from '@/lib/templates/coming-soon-action';
import {
  INITIAL_NOTIFY_STATE,
  notifyFieldError,
  type NotifyError,
  type NotifyFieldError,
} from '@/lib/templates/coming-soon-schema';
import { cn } from '@/lib/utils';

export interface NotifyFormLabels {
  email: string;
  placeholder: string;
  submit: string;
  sending: string;
  thanks: string;
  website: string;
  fieldErrors: Record<NotifyFieldError, string>;
  errors: Record<NotifyError, string>;
}

/**
 * The coming-soon page's e-mail form. The address is checked here with the schema the server
 * action parses again; on any error the typed address stays and the field takes the focus.
 */
export function NotifyForm({ labels, locale }: { labels: NotifyFormLabels; locale: Locale }) {
  const [state, action] = useActionState(requestLaunchNotice, INITIAL_NOTIFY_STATE);
  const [checked, setChecked] = useState<{ attempt: number; error: NotifyFieldError } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  // A check in the browser holds until the next answer of the server.
  const fieldError = checked?.attempt === state.attempt ? checked.error : state.fieldError;
  useEffect(() => {
    if (state.status === 'error') inputRef.current?.focus();
  }, [state]);

  if (state.status === 'sent')
    return (
      <p
        role="status"
        className={cn('flex items-center gap-2 rounded-md px-4 py-3 font-medium', softTone.success)}
      >
        <CircleCheck aria-hidden className="size-5 shrink-0" />
        {labels.thanks}
      </p>
    );

  return (
    <form
      action={action}
      noValidate
      key={state.attempt}
      onSubmit={(event) => {
        const error = notifyFieldError(String(new FormData(event.currentTarget).get('email') ?? ''));
        if (!error) return setChecked(null);
        event.preventDefault();
        setChecked({ attempt: state.attempt, error });
        inputRef.current?.focus();
      }}
      className="space-y-2"
    >
      {state.error ? (
        <p role="alert" className={cn('flex gap-2 rounded-md px-3 py-2.5 text-sm', softTone.destructive)}>
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {labels.errors[state.error]}
        </p>
      ) : null}
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor={id} className="text-sm font-medium">
        {labels.email}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={inputRef}
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={labels.placeholder}
          defaultValue={state.email}
          aria-invalid={Boolean(fieldError)}
          aria-describedby={fieldError ? `${id}-error` : undefined}
        />
        <Submit label={labels.submit} pendingLabel={labels.sending} />
      </div>
      {fieldError ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {labels.fieldErrors[fieldError]}
        </p>
      ) : null}
      {/* Honeypot of the contact pipeline: hidden from people and assistive technology. */}
      <div aria-hidden className="sr-only">
        <label htmlFor={`${id}-website`}>{labels.website}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </form>
  );
}

function Submit({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" size="lg" disabled={pending} aria-busy={pending} className="px-5 font-semibold">
      {pending ? (
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
      ) : (
        <Send aria-hidden className="size-4 rtl:-scale-x-100" />
      )}
      {pending ? pendingLabel : label}
    </Button>
  );
}
