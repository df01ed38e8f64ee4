'use client';

import { LoaderCircle, SquarePen } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { MemberAvatar } from '@/components/account/member-avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { findChatContactsAction } from '@/lib/chat/actions';
import type { ChatContact } from './chat-types';
import { cn } from '@/lib/utils';

/** Keystrokes this close together make one search. */
const SEARCH_DELAY_MS = 250;

type Search = { state: 'loading' } | { state: 'failed' } | { state: 'done'; contacts: ChatContact[] };

async function search(query: string): Promise<Search> {
  try {
    const result = await findChatContactsAction(query);
    return result.ok ? { state: 'done', contacts: result.contacts } : { state: 'failed' };
  } catch {
    return { state: 'failed' };
  }
}

/** The members this one may write to, searched on the server by name as they type. */
function ContactSearch({ chatHref, onPicked }: { chatHref: string; onPicked: () => void }) {
  const t = useTranslations('Chat');
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${query}`;
  const [answer, setAnswer] = useState<{ key: string; search: Search } | null>(null);
  const result: Search = answer?.key === key ? answer.search : { state: 'loading' };

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void search(query).then((found) => {
        if (current) setAnswer({ key, search: found });
      });
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, query]);

  return (
    <div className="flex min-h-0 grow flex-col">
      <div className="border-b border-border p-4">
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
          {t('searchMembers')}
        </label>
        <Input
          id={inputId}
          type="search"
          value={query}
          maxLength={100}
          autoComplete="off"
          placeholder={t('searchMembersPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div className="min-h-0 grow overflow-y-auto" aria-busy={result.state === 'loading' || undefined}>
        {result.state === 'loading' ? (
          <p role="status" className="flex items-center gap-2 p-4 text-sm text-muted-foreground">
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
            {t('membersLoading')}
          </p>
        ) : result.state === 'failed' ? (
          <div role="alert" className="space-y-3 p-4 text-sm">
            <p className="text-destructive">{t('membersFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => setAttempt((count) => count + 1)}>
              {t('retry')}
            </Button>
          </div>
        ) : result.contacts.length === 0 ? (
          <p role="status" className="p-4 text-sm text-muted-foreground">
            {t('noMembers')}
          </p>
        ) : (
          <ul className="divide-y divide-border">
            {result.contacts.map((contact) => (
              <li key={contact.id}>
                <Link
                  href={`${chatHref}?with=${encodeURIComponent(contact.id)}`}
                  scroll={false}
                  onClick={onPicked}
                  className="flex items-center gap-3 px-4 py-3 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
                >
                  <MemberAvatar name={contact.name} src={contact.avatarUrl} size="sm" />
                  <span className="truncate font-medium">{contact.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** "New chat": a drawer to pick another member of the site; picking one opens their chat. */
export function NewChatSheet({
  chatHref,
  className,
  label,
}: {
  chatHref: string;
  className?: string;
  label?: 'full';
}) {
  const t = useTranslations('Chat');
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant={label === 'full' ? 'default' : 'soft'}
          size={label === 'full' ? 'default' : 'sm'}
          className={cn(className)}
        >
          <SquarePen aria-hidden className="size-4" />
          {t('newChat')}
        </Button>
      </SheetTrigger>
      <SheetContent
        side="start"
        title={t('newChatTitle')}
        description={t('newChatDescription')}
        closeLabel={t('close')}
      >
        {open ? <ContactSearch chatHref={chatHref} onPicked={() => setOpen(false)} /> : null}
      </SheetContent>
    </Sheet>
  );
}
