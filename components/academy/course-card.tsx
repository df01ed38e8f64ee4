import { CheckCircle2, Clock, GraduationCap, ListOrdered } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { MemberAvatar } from '@/components/account/member-avatar';
import type { CourseSummary } from '@/lib/academy/courses';
import { isCompleted, minutesLeft } from '@/lib/academy/progress';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { CourseProgressBar } from './course-progress-bar';

/** A course in a grid: title, instructor, level, length and, once enrolled, the member's progress. */
export function CourseCard({ course, locale }: { course: CourseSummary; locale: Locale }) {
  const t = useTranslations('Academy');
  const href = localePath(locale, { pathname: '/apps/academy/course-details', query: { course: course.id } });
  const completed = isCompleted(course);
  return (
    <article className="surface flex flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold leading-snug">
          <Link
            href={href}
            className="rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {course.title}
          </Link>
        </h3>
        {course.enrolled && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-medium text-primary">
            {completed && <CheckCircle2 aria-hidden className="size-3.5" />}
            {t(completed ? 'completedBadge' : 'enrolledBadge')}
          </span>
        )}
      </div>
      <p className="line-clamp-2 text-sm text-muted-foreground">{course.description}</p>
      {course.instructor && (
        <p className="flex items-center gap-2 text-sm">
          <MemberAvatar name={course.instructor.name} src={course.instructor.avatarUrl} size="sm" />
          <span>
            <span className="sr-only">{t('instructor')}: </span>
            {course.instructor.name}
          </span>
        </p>
      )}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <li className="inline-flex items-center gap-1">
          <GraduationCap aria-hidden className="size-3.5" />
          {t(`level_${course.level}`)}
        </li>
        <li className="inline-flex items-center gap-1">
          <ListOrdered aria-hidden className="size-3.5" />
          {t('lessons', { count: course.lessonCount })}
        </li>
        <li className="inline-flex items-center gap-1">
          <Clock aria-hidden className="size-3.5" />
          {course.enrolled && !completed
            ? t('minutesLeft', { count: minutesLeft(course) })
            : t('minutes', { count: course.totalMinutes })}
        </li>
      </ul>
      <div className="mt-auto">
        {course.enrolled && <CourseProgressBar title={course.title} progress={course} />}
      </div>
    </article>
  );
}

/** Courses as a responsive grid. */
export function CourseGrid({ courses, locale }: { courses: readonly CourseSummary[]; locale: Locale }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {courses.map((course) => (
        <li key={course.id} className="flex">
          <div className="flex w-full flex-col *:grow">
            <CourseCard course={course} locale={locale} />
          </div>
        </li>
      ))}
    </ul>
  );
}
