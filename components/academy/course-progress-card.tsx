import { ArrowRight } from 'lucide-react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { siteCourses } from '@/lib/academy/courses';
import { isCompleted } from '@/lib/academy/progress';
import { getDb } from '@/lib/db/client';
import { localePath } from '@/lib/i18n/locale-path';
import type { PageContext } from '@/lib/site/page-context';
import { CourseProgressBar } from './course-progress-bar';

/** The academy dashboard's card of the member's unfinished courses, with a way to My courses. */
export async function CourseProgressCard({ ctx, userId }: { ctx: PageContext; userId: string }) {
  const t = await getTranslations('Academy');
  const courses = (await siteCourses(getDb(), ctx.site, userId)).filter(
    (course) => course.enrolled && !isCompleted(course),
  );
  return (
    <section aria-labelledby="academy-courses" className="surface space-y-4 p-6 lg:col-span-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="academy-courses" className="text-lg font-semibold">
          {t('enrolledHeading')}
        </h2>
        <Link
          href={localePath(ctx.locale, '/apps/academy/my-course')}
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t('myCourses')}
          <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
        </Link>
      </div>
      {courses.length ? (
        <ul className="grid gap-4 md:grid-cols-3">
          {courses.slice(0, 3).map((course) => (
            <li key={course.id} className="space-y-2">
              <Link
                href={localePath(ctx.locale, {
                  pathname: '/apps/academy/course-details',
                  query: { course: course.id },
                })}
                className="line-clamp-1 rounded-sm font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {course.title}
              </Link>
              <CourseProgressBar title={course.title} progress={course} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">{t('nothingInProgress')}</p>
      )}
    </section>
  );
}
