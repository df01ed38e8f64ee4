import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Inbox } from '@/components/messages/inbox';
import type { InboxConversation, InboxMessage } from '@/components/messages/inbox-types';
import { guardPage } from '@/lib/auth/guard';
import { getDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { listingScope } from '@/lib/listings/scope';
import { conversationsFor, parseConversationKey, REPLY_MAX_LENGTH, threadFor, type Conversation, type ThreadMessage } from '@/lib/messages/repository';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Nav'))('myMessages') };
}

function toConversation(conversation: Conversation, locale: Locale): InboxConversation {
  return {
    key: conversation.key,
    counterpartName: conversation.counterpartName,
    email: conversation.email,
    counterpartUserId: conversation.counterpartUserId,
    excerpt: conversation.lastMessage.excerpt,
    lastAt: conversation.lastMessage.createdAt.toISOString(),
    lastDirection: conversation.lastMessage.direction,
    unreadCount: conversation.unreadCount,
    listingName: conversation.listingName,
    href: localePath(locale, { pathname: '/my-messages', query: { c: conversation.key } }),
  };
}

function toMessage(message: ThreadMessage): InboxMessage {
  return { id: message.id, direction: message.direction, body: message.body, createdAt: message.createdAt.toISOString(), listingName: message.listingName };
}

/** The `?c=` conversation key in its canonical form (visitor addresses lower-cased), or null. */
function requestedKey(value: string | null): string | null {
  const key = parseConversationKey(value);
  if (!key) return null;
  return key.kind === 'user' ? `u:${key.userId}` : `e:${key.email}`;
}

export default async function Page({ params, searchParams }: { params: SiteParams; searchParams: SearchParams }) {
  const ctx = await pageContext(params);
  const raw = (await searchParams).c;
  const asked = (Array.isArray(raw) ? raw[0] : raw) || null;
  const viewer = await guardPage(ctx, { pathname: '/my-messages', query: asked ? { c: asked } : undefined });
  // guardPage has already sent visitors who are not signed in to the login page.
  if (viewer.kind !== 'member') notFound();

  const db = getDb();
  const scope = listingScope(ctx.site);
  const inboxHref = localePath(ctx.locale, '/my-messages');
  const conversations = (await conversationsFor(db, scope, viewer.userId)).map((conversation) => toConversation(conversation, ctx.locale));
  const key = requestedKey(asked);
  const chosen = key ? conversations.find((conversation) => conversation.key === key) : undefined;
  const selected = chosen ?? conversations[0] ?? null;
  const thread = selected ? (await threadFor(db, scope, viewer.userId, selected.key)).map(toMessage) : [];

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">{(await getTranslations('Nav'))('myMessages')}</h1>
      <Inbox
        conversations={conversations}
        selected={selected}
        thread={thread}
        opened={Boolean(chosen)}
        missing={Boolean(asked) && !chosen}
        now={new Date().toISOString()}
        links={{ listHref: inboxHref, callHref: localePath(ctx.locale, '/my-call') }}
        replyMaxLength={REPLY_MAX_LENGTH}
      />
    </div>
  );
}
