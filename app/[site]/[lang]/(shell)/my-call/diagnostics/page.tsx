import { ArrowLeft } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CallDiagnostics } from '@/components/calls/diagnostics/call-diagnostics';
import { buttonVariants } from '@/components/ui/button';
import { guardPage } from '@/lib/auth/guard';
import { diagnosticsRoomName, liveKitConfig } from '@/lib/calls/livekit-token';
import { localePath } from '@/lib/i18n/locale-path';
import { loginUrl } from '@/lib/routing/redirect-url';
import { pageContext, type SiteParams } from '@/lib/site/page-context';
import { cn } from '@/lib/utils';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Diagnostics'))('title') };
}

export default async function Page({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/my-call/diagnostics');
  // guardPage has already sent visitors who are not signed in to the login page.
  if (viewer.kind !== 'member') notFound();
  const t = await getTranslations('Diagnostics');
  const liveKitUrl = liveKitConfig().publicUrl;

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Link
          href={localePath(ctx.locale, '/my-call')}
          className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ms-3')}
        >
          <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('backToCall')}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="max-w-3xl text-muted-foreground">{t('intro', { url: liveKitUrl })}</p>
      </div>
      <CallDiagnostics
        liveKitUrl={liveKitUrl}
        tokenServiceUrl="/api/livekit/token"
        roomName={diagnosticsRoomName(viewer.userId)}
        participantName={`Participant${viewer.userId}`}
        loginHref={loginUrl(ctx.locale, localePath(ctx.locale, '/my-call/diagnostics'))}
      />
    </div>
  );
}
