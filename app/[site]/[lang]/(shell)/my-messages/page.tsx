import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Inbox } from '@/components/messages/inbox';
import { guardPage } from '@/lib/auth/guard';
import { localePath } from '@/lib/i18n/locale-path';
import { inboxForMember } from '@/lib/messages/inbox';
import { REPLY_MAX_LENGTH } from '@/lib/messages/repository';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Nav'))('myMessages') };
}

export default async function Page({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: SearchParams;
}) {
  const ctx = await pageContext(params);
  const raw = (await searchParams).c;
  const asked = (Array.isArray(raw) ? raw[0] : raw) || null;
  const viewer = await guardPage(ctx, { pathname: '/my-messages', query: asked ? { c: asked } : undefined });
  // guardPage has already sent visitors who are not signed in to the login page.
  if (viewer.kind !== 'member') notFound();

  const inbox = await inboxForMember(ctx, viewer.userId, asked);

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">{(await getTranslations('Nav'))('myMessages')}</h1>
      <Inbox
        conversations={inbox.conversations}
        selected={inbox.selected}
        thread={inbox.thread}
        opened={inbox.opened}
        missing={Boolean(asked) && !inbox.opened}
        now={new Date().toISOString()}
        links={{
          listHref: localePath(ctx.locale, '/my-messages'),
          callHref: localePath(ctx.locale, '/my-call'),
        }}
        replyMaxLength={REPLY_MAX_LENGTH}
      />
    </div>
  );
}
