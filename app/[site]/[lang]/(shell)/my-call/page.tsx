import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CallScreen } from '@/components/calls/call-screen';
import { guardPage } from '@/lib/auth/guard';
import { callPageQuery } from '@/lib/calls/call-page-query';
import { liveKitConfig, tokenServiceUrl } from '@/lib/calls/livekit-token';
import { localePath } from '@/lib/i18n/locale-path';
import { loginUrl } from '@/lib/routing/redirect-url';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Call'))('title') };
}

export default async function Page({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: SearchParams;
}) {
  const ctx = await pageContext(params);
  const { to, room, href } = callPageQuery(await searchParams);
  const viewer = await guardPage(ctx, href);
  // guardPage has already sent visitors who are not signed in to the login page.
  if (viewer.kind !== 'member') notFound();

  const t = await getTranslations('Call');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
      <CallScreen
        selfId={viewer.userId}
        selfName={viewer.name}
        to={to}
        room={room}
        livekitUrl={liveKitConfig().publicUrl}
        tokenServiceUrl={tokenServiceUrl()}
        diagnosticsHref={localePath(ctx.locale, '/my-call/diagnostics')}
        loginHref={loginUrl(ctx.locale, localePath(ctx.locale, href))}
      />
    </div>
  );
}
