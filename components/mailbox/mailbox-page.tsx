import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { RouteFrame } from '@/components/shell/route-frame';
import { guardPage } from '@/lib/auth/guard';
import { folderSegment, parseMailboxQuery } from '@/lib/mailbox/mailbox-query';
import { mailboxView } from '@/lib/mailbox/mailbox-view';
import type { PageContext } from '@/lib/site/page-context';
import { MailAppIntl } from './mail-app-intl';
import { Mailbox } from './mailbox';

type SearchParams = Record<string, string | string[] | undefined>;

export async function mailboxTitle(): Promise<{ title: string }> {
  return { title: (await getTranslations('MailApp'))('title') };
}

/** `/apps/email` (the inbox) and `/apps/email/{folder}`: the member's mailbox on this site. */
export async function MailboxPage({
  ctx,
  folder,
  searchParams,
}: {
  ctx: PageContext;
  folder: string | null;
  searchParams: SearchParams;
}) {
  const query = parseMailboxQuery(searchParams);
  const segment = folder === null ? 'inbox' : folderSegment(folder);
  const viewer = await guardPage(
    ctx,
    folder === null ? '/apps/email' : { pathname: '/apps/email/[folder]', params: { folder: segment } },
  );
  // guardPage has already sent everyone else to the login or not-authorized page.
  if (viewer.kind !== 'member') notFound();
  const view = await mailboxView(ctx.site, viewer.userId, segment, query);
  if (!view) notFound();
  const t = await getTranslations('MailApp');
  return (
    <RouteFrame path="/apps/email">
      <h1 className="sr-only">{t('title')}</h1>
      <MailAppIntl locale={ctx.locale}>
        <Mailbox view={view} />
      </MailAppIntl>
    </RouteFrame>
  );
}
