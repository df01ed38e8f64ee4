import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CalendarApp } from '@/components/calendar/calendar-app';
import { guardPage } from '@/lib/auth/guard';
import { invitableMembers } from '@/lib/calendar/repository';
import { getDb } from '@/lib/db/client';
import { directionOf } from '@/lib/i18n/locales';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Calendar'))('title') };
}

export default async function Page({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/apps/calendar');
  // guardPage has already sent visitors who are not signed in to the login page.
  if (viewer.kind !== 'member') notFound();
  const members = await invitableMembers(getDb(), { siteId: ctx.site.id, userId: viewer.userId });
  const t = await getTranslations('Calendar');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
      <CalendarApp locale={ctx.locale} direction={directionOf(ctx.locale)} members={members} />
    </div>
  );
}
