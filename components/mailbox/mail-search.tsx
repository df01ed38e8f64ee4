'use client';

import { Search, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { MAIL_SEARCH_MAX_LENGTH } from '@/lib/mailbox/mailbox-rules';
import { folderHref } from './mailbox-links';

/** Searches the folder by sender, offer and text; the query lives in the URL (`?q=`). */
export function MailSearch({ segment, q }: { segment: string; q: string }) {
  const t = useTranslations('MailApp');
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState(q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    router.push(folderHref(segment, { q: text.trim() }));
  };

  return (
    <form
      role="search"
      onSubmit={submit}
      className="flex items-center gap-1 border-b border-border px-3 py-2"
    >
      <label htmlFor={id} className="sr-only">
        {t('search')}
      </label>
      <div className="relative grow">
        <Search
          aria-hidden
          className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={MAIL_SEARCH_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('searchPlaceholder')}
          className="h-9 w-full rounded-md border border-border bg-card ps-8 pe-2 text-base outline-none placeholder:text-muted-foreground focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30 sm:text-sm"
        />
      </div>
      <button type="submit" className="sr-only focus:not-sr-only">
        {t('searchSubmit')}
      </button>
      {q ? (
        <button
          type="button"
          onClick={() => {
            setText('');
            router.push(folderHref(segment));
          }}
          aria-label={t('clearSearch')}
          title={t('clearSearch')}
          className="grid size-9 place-items-center rounded-md text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X aria-hidden className="size-4" />
        </button>
      ) : null}
    </form>
  );
}
