import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AcademySkeleton } from '@/components/academy/academy-skeleton';
import { CourseDetailsView } from '@/components/academy/course-details';
import { isCourseOnSite } from '@/lib/academy/courses';
import { courseDetailsQuery } from '@/lib/academy/schemas';
import { guardPage } from '@/lib/auth/guard';
import { getDb } from '@/lib/db/client';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Academy'))('courseDetails') };
}

export default async function Page({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: SearchParams;
}) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/apps/academy/course-details');
  const query = courseDetailsQuery(await searchParams);
  // Checked before the page streams, so that a course this site does not show answers 404.
  if (query === 'invalid' || (query.courseId && !(await isCourseOnSite(getDb(), ctx.site, query.courseId))))
    notFound();
  const t = await getTranslations('Academy');
  return (
    <Suspense fallback={<AcademySkeleton label={t('loading')} />}>
      <CourseDetailsView ctx={ctx} viewer={viewer} {...query} />
    </Suspense>
  );
}
