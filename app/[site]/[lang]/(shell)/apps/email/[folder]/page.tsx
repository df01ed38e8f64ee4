import { mailboxTitle, MailboxPage } from '@/components/mailbox/mailbox-page';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type FolderParams = Promise<Awaited<SiteParams> & { folder: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: FolderParams }) {
  await pageContext(params);
  return mailboxTitle();
}

export default async function EmailFolderPage({
  params,
  searchParams,
}: {
  params: FolderParams;
  searchParams: SearchParams;
}) {
  const { folder } = await params;
  return <MailboxPage ctx={await pageContext(params)} folder={folder} searchParams={await searchParams} />;
}
