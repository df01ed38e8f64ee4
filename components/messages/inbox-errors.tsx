import type { MessageKey } from '@/lib/i18n/message-keys';
import type { InboxActionResult } from '@/lib/messages/actions';

type Failure = Extract<InboxActionResult, { ok: false }>;

/** The `Inbox` message key that explains why an action failed. */
export function errorKey(failure: Failure): MessageKey<'Inbox'> {
  return `error_${failure.error}`;
}

/** A reply's failure: a problem with the text itself is named precisely. */
export function replyErrorKey(failure: Failure): MessageKey<'Inbox'> {
  const body = failure.fieldErrors?.body;
  if (body === 'bodyEmpty' || body === 'bodyTooLong') return body;
  return failure.error === 'forbidden' ? 'error_replyForbidden' : errorKey(failure);
}
