'use client';

import { CircleAlert, LoaderCircle, Send } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { startTransition, useId, useState, useTransition, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { replyAction, type InboxActionResult } from '@/lib/messages/actions';
import type { MessageKey } from '@/lib/i18n/message-keys';
import { replyErrorKey } from './inbox-errors';

interface ReplyBoxProps {
  conversationKey: string;
  counterpartName: string;
  maxLength: number;
  onSent: () => void;
}

const textarea =
  'min-h-24 w-full resize-y rounded-md border border-border bg-card px-3 py-2 text-base outline-none placeholder:text-muted-foreground focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30 aria-invalid:border-destructive sm:text-sm';

async function send(key: string, body: string): Promise<InboxActionResult> {
  try {
    return await replyAction(key, body);
  } catch {
    return { ok: false, error: 'failed' };
  }
}

/** The reply to a member: Ctrl/⌘+Enter or the button sends; on errors the text stays and the reason is announced. */
export function ReplyBox({ conversationKey, counterpartName, maxLength, onSent }: ReplyBoxProps) {
  const t = useTranslations('Inbox');
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<MessageKey<'Inbox'> | null>(null);
  const [pending, startSending] = useTransition();
  const empty = text.trim().length === 0;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    if (empty) {
      setError('bodyEmpty');
      return;
    }
    setError(null);
    startSending(async () => {
      const result = await send(conversationKey, text);
      startTransition(() => {
        if (!result.ok) {
          setError(replyErrorKey(result));
          return;
        }
        setText('');
        onSent();
        router.refresh();
      });
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <form onSubmit={submit} className="space-y-2 border-t border-border p-4" aria-busy={pending || undefined}>
      <label htmlFor={id} className="sr-only">
        {t('replyLabel', { name: counterpartName })}
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={maxLength}
        placeholder={t('replyPlaceholder', { name: counterpartName })}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setText(event.target.value);
          if (error === 'bodyEmpty') setError(null);
        }}
        onKeyDown={onKeyDown}
        className={textarea}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="flex items-start gap-2 text-sm text-destructive">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t(error, { max: maxLength })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t('replyHint', { used: text.length, max: maxLength })}
        </p>
        <Button type="submit" className="ms-auto aria-disabled:opacity-60" aria-disabled={pending || undefined}>
          {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Send aria-hidden className="size-4 rtl:-scale-x-100" />}
          {pending ? t('sending') : t('send')}
        </Button>
      </div>
    </form>
  );
}
