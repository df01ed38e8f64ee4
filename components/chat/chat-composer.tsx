'use client';

import { CircleAlert, LoaderCircle, Send } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { startTransition, useId, useState, useTransition, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { sendChatMessageAction, type ChatSendResult } from '@/lib/chat/actions';
import type { MessageKey } from '@/lib/i18n/message-keys';

type Failure = Extract<ChatSendResult, { ok: false }>;

interface ChatComposerProps {
  peerId: string;
  peerName: string;
  maxLength: number;
  onTyping: () => void;
  onSent: () => void;
}

async function send(to: string, body: string): Promise<ChatSendResult> {
  try {
    return await sendChatMessageAction(to, body);
  } catch {
    return { ok: false, error: 'failed' };
  }
}

/** A problem with the text itself is named precisely; otherwise why the message was refused. */
function errorKey(failure: Failure): MessageKey<'Chat'> {
  const body = failure.fieldErrors?.body;
  if (body === 'bodyEmpty' || body === 'bodyTooLong') return body;
  return `error_${failure.error}`;
}

/** The message box: Enter sends, Shift+Enter starts a new line; on an error the text stays and the reason is shown. */
export function ChatComposer({ peerId, peerName, maxLength, onTyping, onSent }: ChatComposerProps) {
  const t = useTranslations('Chat');
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<MessageKey<'Chat'> | null>(null);
  const [pending, startSending] = useTransition();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    if (text.trim().length === 0) return setError('bodyEmpty');
    setError(null);
    startSending(async () => {
      const result = await send(peerId, text);
      if (!result.ok) return setError(errorKey(result));
      // Cleared at once, not with the refresh: the thread's new bubble may take a while on a busy server.
      setText('');
      onSent();
      startTransition(() => router.refresh());
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character (Chinese, Japanese…): Enter confirms it there.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={submit} className="border-t border-border p-3" aria-busy={pending || undefined}>
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          {t('messageLabel', { name: peerName })}
        </label>
        <textarea
          id={id}
          value={text}
          rows={1}
          maxLength={maxLength}
          placeholder={t('messagePlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setText(event.target.value);
            if (error === 'bodyEmpty') setError(null);
            if (event.target.value.trim()) onTyping();
          }}
          onKeyDown={onKeyDown}
          className="field-sizing-content max-h-40 min-h-11 grow resize-none rounded-md border border-border bg-card px-3 py-2.5 text-base outline-none placeholder:text-muted-foreground focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30 aria-invalid:border-destructive sm:text-sm"
        />
        <Button
          type="submit"
          size="lg"
          className="px-4 aria-disabled:opacity-60"
          aria-disabled={pending || undefined}
        >
          {pending ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <Send aria-hidden className="size-4 rtl:-scale-x-100" />
          )}
          <span className="max-sm:sr-only">{pending ? t('sending') : t('send')}</span>
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 flex items-start gap-2 text-sm text-destructive">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t(error, { max: maxLength })}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted-foreground max-sm:sr-only">
        {t('composerHint')}
      </p>
    </form>
  );
}
