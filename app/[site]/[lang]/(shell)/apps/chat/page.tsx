import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ChatApp } from '@/components/chat/chat-app';
import { RouteFrame } from '@/components/shell/route-frame';
import { guardPage } from '@/lib/auth/guard';
import { chatForMember } from '@/lib/chat/chat-page';
import { localePath } from '@/lib/i18n/locale-path';
import { REPLY_MAX_LENGTH } from '@/lib/messages/repository';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Chat'))('title') };
}

export default async function ChatPage({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: SearchParams;
}) {
  const ctx = await pageContext(params);
  const raw = (await searchParams).with;
  const asked = (Array.isArray(raw) ? raw[0] : raw) || null;
  const viewer = await guardPage(ctx, { pathname: '/apps/chat', query: asked ? { with: asked } : undefined });
  // guardPage has already sent everyone else to the login or not-authorized page.
  if (viewer.kind !== 'member') notFound();

  const chat = await chatForMember(ctx, viewer.userId, asked);
  const chatHref = localePath(ctx.locale, '/apps/chat');
  return (
    <RouteFrame path="/apps/chat">
      <h1 className="mb-4 text-2xl font-bold tracking-tight">{(await getTranslations('Chat'))('title')}</h1>
      <ChatApp
        conversations={chat.conversations}
        peer={chat.peer}
        thread={chat.thread}
        missing={chat.missing}
        now={new Date().toISOString()}
        links={{
          listHref: chatHref,
          chatHref,
          callHref: localePath(ctx.locale, '/my-call'),
          inboxHref: localePath(ctx.locale, '/my-messages'),
        }}
        maxLength={REPLY_MAX_LENGTH}
      />
    </RouteFrame>
  );
}
