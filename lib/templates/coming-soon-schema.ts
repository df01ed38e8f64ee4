import * as z from '@/lib/zod-mini';
import { CONTACT_LIMITS } from '@/lib/contact/contact-types';

/*
 * docs/templates.md coming-soon page: "tell me when it is ready", an e-mail address only. The browser
 * form checks it with this schema before sending, the server action parses it again. The messages
 * are keys of `MiscPages.comingSoon`, translated where shown.
 */

export const comingSoonNotifySchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, 'emailRequired'),
      z.maxLength(CONTACT_LIMITS.emailMax, 'emailInvalid'),
      z.email('emailInvalid'),
    ),
});

export const NOTIFY_FIELD_ERRORS = ['emailRequired', 'emailInvalid'] as const;
export type NotifyFieldError = (typeof NOTIFY_FIELD_ERRORS)[number];
export const NOTIFY_ERRORS = ['tooMany', 'failed'] as const;
export type NotifyError = (typeof NOTIFY_ERRORS)[number];

/** What the form shows after an answer; the typed address comes back so nothing is lost. */
export interface NotifyFormState {
  status: 'idle' | 'sent' | 'error';
  fieldError?: NotifyFieldError;
  error?: NotifyError;
  email: string;
  attempt: number;
}

export const INITIAL_NOTIFY_STATE: NotifyFormState = { status: 'idle', email: '', attempt: 0 };

/** The schema's first message for a value, as one of the known keys (null when it is valid). */
export function notifyFieldError(email: string): NotifyFieldError | null {
  const parsed = comingSoonNotifySchema.safeParse({ email });
  if (parsed.success) return null;
  const key = parsed.error.issues[0]?.message;
  return (NOTIFY_FIELD_ERRORS as readonly string[]).includes(key ?? '')
    ? (key as NotifyFieldError)
    : 'emailInvalid';
}
