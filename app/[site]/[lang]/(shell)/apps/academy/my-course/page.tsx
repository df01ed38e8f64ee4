import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AcademySkeleton } from '@/components/academy/academy-skeleton';
import { MyCourses } from '@/components/academy/my-courses';
import { myCourseQuery } from '@/lib/academy/schemas';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Academy'))('myCourses') };
}

export default async function Page({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: SearchParams;
}) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/apps/academy/my-course');
  const { filter, search } = myCourseQuery(await searchParams);
  const t = await getTranslations('Academy');
  return (
    <Suspense fallback={<AcademySkeleton label={t('loading')} />}>
      <MyCourses ctx={ctx} viewer={viewer} filter={filter} search={search} />
    </Suspense>
  );
}
