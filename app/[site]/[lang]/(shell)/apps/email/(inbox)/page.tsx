import { mailboxTitle, MailboxPage } from '@/components/mailbox/mailbox-page';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return mailboxTitle();
}

export default async function EmailPage({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: SearchParams;
}) {
  return <MailboxPage ctx={await pageContext(params)} folder={null} searchParams={await searchParams} />;
}
