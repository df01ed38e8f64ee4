import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { DashboardSkeleton } from '@/components/dashboard/dashboard-skeleton';
import { ChartjsGallery } from '@/components/templates/charts/chartjs-gallery';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('ChartsGallery'))('chartjs.title') };
}

export default async function Page({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/charts/chartjs');
  // guardPage has already sent visitors who are not signed in to the login page.
  if (viewer.kind !== 'member') notFound();
  const t = await getTranslations('ChartsGallery');
  return (
    <Suspense fallback={<DashboardSkeleton label={t('loading')} />}>
      <ChartjsGallery ctx={ctx} viewer={viewer} />
    </Suspense>
  );
}
