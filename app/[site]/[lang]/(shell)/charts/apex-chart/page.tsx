import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { DashboardSkeleton } from '@/components/dashboard/dashboard-skeleton';
import { ApexGallery } from '@/components/templates/charts/apex-gallery';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('ChartsGallery'))('apex.title') };
}

export default async function Page({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/charts/apex-chart');
  // guardPage has already sent visitors who are not signed in to the login page.
  if (viewer.kind !== 'member') notFound();
  const t = await getTranslations('ChartsGallery');
  return (
    <Suspense fallback={<DashboardSkeleton label={t('loading')} />}>
      <ApexGallery ctx={ctx} viewer={viewer} />
    </Suspense>
  );
}
