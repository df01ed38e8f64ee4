import {
  ArrowLeft,
  ArrowRight,
  BookOpen,
  Clock,
  ExternalLink,
  GraduationCap,
  ListOrdered,
} from 'lucide-react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { MemberAvatar } from '@/components/account/member-avatar';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { courseDetails, siteCourses, type CourseDetails, type LessonItem } from '@/lib/academy/courses';
import type { Viewer } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import type { PageContext } from '@/lib/site/page-context';
import { AcademyHeader } from './academy-header';
import { CourseGrid } from './course-card';
import { CourseProgressBar } from './course-progress-bar';
import { EnrolButton } from './enrol-button';
import { LessonDoneButton } from './lesson-done-button';
import { LessonList } from './lesson-list';
import { SignInCard } from './sign-in-card';

interface CourseDetailsProps {
  ctx: PageContext;
  viewer: Viewer;
  courseId: string | null;
  lessonId: string | null;
}

const detailsHref = (locale: Locale, course: string, lesson?: string) =>
  localePath(locale, {
    pathname: '/apps/academy/course-details',
    query: lesson ? { course, lesson } : { course },
  });

/**
 * `/apps/academy/course-details?course=…&lesson=…`: a course of this site, its lessons and the
 * current one; without a course, a picker. Anyone may read; enrolling and ticking need a member.
 */
export async function CourseDetailsView({ ctx, viewer, courseId, lessonId }: CourseDetailsProps) {
  const userId = viewer.kind === 'member' ? viewer.userId : null;
  if (!courseId) return <CoursePicker ctx={ctx} userId={userId} />;
  const course = await courseDetails(getDb(), ctx.site, courseId, userId);
  if (!course) notFound();
  const t = await getTranslations('Academy');
  const current = currentLesson(course, lessonId);
  return (
    <div className="space-y-6">
      <Link
        href={localePath(ctx.locale, '/apps/academy/my-course')}
        className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('allCourses')}
      </Link>
      <CourseHeader ctx={ctx} course={course} signedIn={userId !== null} />
      {current ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
          <div className="lg:order-last">
            <LessonBody ctx={ctx} course={course} lesson={current} />
          </div>
          <LessonList
            lessons={course.lessons}
            currentId={current.id}
            hrefOf={(id) => detailsHref(ctx.locale, course.id, id)}
          />
        </div>
      ) : (
        <EmptyState icon={BookOpen} title={t('noLessonsTitle')} text={t('noLessonsText')} />
      )}
    </div>
  );
}

/** The lesson asked for, else the first one the member has not completed, else the first. */
function currentLesson(course: CourseDetails, lessonId: string | null): LessonItem | undefined {
  return (
    course.lessons.find((item) => item.id === lessonId) ??
    (course.enrolled ? course.lessons.find((item) => !item.done) : undefined) ??
    course.lessons[0]
  );
}

async function CourseHeader({
  ctx,
  course,
  signedIn,
}: {
  ctx: PageContext;
  course: CourseDetails;
  signedIn: boolean;
}) {
  const t = await getTranslations('Academy');
  const returnTo = detailsHref(ctx.locale, course.id);
  return (
    <>
      <AcademyHeader title={course.title} intro={course.description}>
        {course.enrolled ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-primary">
            <GraduationCap aria-hidden className="size-4" />
            {t('enrolledBadge')}
          </span>
        ) : signedIn ? (
          <EnrolButton courseId={course.id} />
        ) : null}
      </AcademyHeader>
      <section aria-label={t('courseDetails')} className="surface grid gap-6 p-6 md:grid-cols-[1fr_auto]">
        <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
          {course.instructor && (
            <div className="col-span-2 sm:col-span-1">
              <dt className="text-muted-foreground">{t('instructor')}</dt>
              <dd className="mt-1 flex items-center gap-2 font-medium">
                <MemberAvatar name={course.instructor.name} src={course.instructor.avatarUrl} size="sm" />
                {course.instructor.name}
              </dd>
            </div>
          )}
          <Fact icon={GraduationCap} label={t('level')} value={t(`level_${course.level}`)} />
          <Fact
            icon={ListOrdered}
            label={t('lessonsHeading')}
            value={t('lessons', { count: course.lessonCount })}
          />
          <Fact icon={Clock} label={t('duration')} value={t('minutes', { count: course.totalMinutes })} />
        </dl>
        {course.listingId && (
          <Link
            href={localePath(ctx.locale, {
              pathname: '/offer/[offerId]',
              params: { offerId: course.listingId },
            })}
            className={buttonVariants({ variant: 'outline' })}
          >
            <ExternalLink aria-hidden className="size-4" />
            {t('viewOffer')}
          </Link>
        )}
        {course.enrolled && (
          <div className="md:col-span-2">
            <CourseProgressBar title={course.title} progress={course} />
          </div>
        )}
      </section>
      {!signedIn && (
        <SignInCard
          locale={ctx.locale}
          returnTo={returnTo}
          title={t('signInToEnrol')}
          text={t('signInToEnrolText')}
          action={t('signIn')}
        />
      )}
    </>
  );
}

/** One fact of the course as a term and its value (icons inside, so the list stays a valid <dl>). */
function Fact({ icon: Icon, label, value }: { icon: typeof Clock; label: string; value: string }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-muted-foreground">
        <Icon aria-hidden className="size-4 text-primary" />
        {label}
      </dt>
      <dd className="mt-1 font-medium">{value}</dd>
    </div>
  );
}

async function LessonBody({
  ctx,
  course,
  lesson,
}: {
  ctx: PageContext;
  course: CourseDetails;
  lesson: LessonItem;
}) {
  const t = await getTranslations('Academy');
  const index = course.lessons.findIndex((item) => item.id === lesson.id);
  const previous = course.lessons[index - 1];
  const next = course.lessons[index + 1];
  return (
    <article aria-labelledby="lesson-title" className="surface space-y-5 p-6">
      <header>
        <p className="text-sm text-muted-foreground">
          {t('lessonOf', { n: index + 1, total: course.lessons.length })} ·{' '}
          {t('minutes', { count: lesson.minutes })}
        </p>
        <h2 id="lesson-title" className="mt-1 text-xl font-semibold">
          {lesson.title}
        </h2>
      </header>
      <div className="space-y-3 leading-relaxed">
        {lesson.body.split(/\n{2,}/).map((paragraph, at) => (
          <p key={at}>{paragraph}</p>
        ))}
      </div>
      {!course.enrolled && <p className="text-sm text-muted-foreground">{t('enrolFirst')}</p>}
      <div className="flex flex-wrap items-start justify-between gap-3 border-t border-border pt-5">
        {course.enrolled ? (
          <LessonDoneButton key={lesson.id} courseId={course.id} lessonId={lesson.id} done={lesson.done} />
        ) : (
          <span />
        )}
        <div className="flex flex-wrap gap-2">
          {previous && (
            <Link
              href={detailsHref(ctx.locale, course.id, previous.id)}
              className={buttonVariants({ variant: 'outline' })}
            >
              <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
              {t('previousLesson')}
            </Link>
          )}
          {next && (
            <Link
              href={detailsHref(ctx.locale, course.id, next.id)}
              className={buttonVariants({ variant: 'soft' })}
            >
              {t('nextLesson')}
              <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

async function CoursePicker({ ctx, userId }: { ctx: PageContext; userId: string | null }) {
  const t = await getTranslations('Academy');
  const courses = await siteCourses(getDb(), ctx.site, userId);
  return (
    <div className="space-y-6">
      <AcademyHeader title={t('chooseTitle')} intro={t('chooseIntro')} />
      {courses.length ? (
        <CourseGrid courses={courses} locale={ctx.locale} />
      ) : (
        <EmptyState icon={BookOpen} title={t('catalogueEmptyTitle')} text={t('catalogueEmptyText')} />
      )}
    </div>
  );
}
