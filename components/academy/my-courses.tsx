import { BookOpen, GraduationCap } from 'lucide-react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { coursesAreOffers } from '@/lib/academy/course-rules';
import { siteCourses } from '@/lib/academy/courses';
import { filterCourses, type CourseFilter } from '@/lib/academy/progress';
import type { Viewer } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import type { PageContext } from '@/lib/site/page-context';
import { AcademyHeader } from './academy-header';
import { CourseGrid } from './course-card';
import { CourseFilters, myCourseHref } from './course-filters';
import { SignInCard } from './sign-in-card';

interface MyCoursesProps {
  ctx: PageContext;
  viewer: Viewer;
  filter: CourseFilter;
  search: string;
}

/**
 * `/apps/academy/my-course`: a member's courses with their progress, filtered and searched, above
 * the catalogue of the site's other courses; a visitor sees the catalogue and is invited to sign in.
 */
export async function MyCourses({ ctx, viewer, filter, search }: MyCoursesProps) {
  const t = await getTranslations('Academy');
  const userId = viewer.kind === 'member' ? viewer.userId : null;
  const courses = await siteCourses(getDb(), ctx.site, userId);
  const taken = courses.filter((course) => course.enrolled);
  const offered = courses.filter((course) => !course.enrolled);
  return (
    <div className="space-y-8">
      <AcademyHeader title={t('myCourses')} intro={t('myCoursesIntro')} />
      {userId ? (
        <section aria-labelledby="courses-taken" className="space-y-4">
          <h2 id="courses-taken" className="text-xl font-semibold">
            {t('enrolledHeading')}
          </h2>
          {taken.length ? (
            <TakenCourses ctx={ctx} courses={taken} filter={filter} search={search} />
          ) : (
            <EmptyState icon={GraduationCap} title={t('enrolledEmptyTitle')} text={t('enrolledEmptyText')} />
          )}
        </section>
      ) : (
        <SignInCard
          locale={ctx.locale}
          returnTo={myCourseHref(ctx.locale, 'all', '')}
          title={t('signInTitle')}
          text={t('signInText')}
          action={t('signIn')}
        />
      )}
      <section aria-labelledby="course-catalogue" className="space-y-4">
        <div>
          <h2 id="course-catalogue" className="text-xl font-semibold">
            {t('catalogueHeading')}
          </h2>
          <p className="text-muted-foreground">
            {t(coursesAreOffers(ctx.site) ? 'catalogueOffersIntro' : 'catalogueIntro')}
          </p>
        </div>
        {offered.length ? (
          <CourseGrid courses={offered} locale={ctx.locale} />
        ) : courses.length ? (
          <p className="surface p-6 text-muted-foreground">{t('catalogueAllTaken')}</p>
        ) : (
          <EmptyState icon={BookOpen} title={t('catalogueEmptyTitle')} text={t('catalogueEmptyText')} />
        )}
      </section>
    </div>
  );
}

async function TakenCourses({
  ctx,
  courses,
  filter,
  search,
}: Omit<MyCoursesProps, 'viewer'> & { courses: Awaited<ReturnType<typeof siteCourses>> }) {
  const t = await getTranslations('Academy');
  const shown = filterCourses(courses, filter, search);
  return (
    <>
      <CourseFilters locale={ctx.locale} filter={filter} search={search} />
      {shown.length ? (
        <CourseGrid courses={shown} locale={ctx.locale} />
      ) : (
        <div role="status" className="surface flex flex-col items-center gap-3 px-6 py-12 text-center">
          <p className="font-medium">{t('noMatch')}</p>
          <Link href={myCourseHref(ctx.locale, 'all', '')} className={buttonVariants({ variant: 'outline' })}>
            {t('clearSearch')}
          </Link>
        </div>
      )}
    </>
  );
}
