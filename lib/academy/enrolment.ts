import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { enrollment, lesson, lessonProgress } from '@/lib/db/schema';
import type { SiteConfig } from '@/sites';
import { isCourseOnSite } from './courses';
import type { EnrolInput, LessonDoneInput } from './schemas';

export type AcademyOutcome = 'ok' | 'notFound' | 'notEnrolled';

/** Enrols the member in a course of this site (again: nothing changes). */
export async function enrol(
  db: Database,
  site: SiteConfig,
  userId: string,
  { courseId }: EnrolInput,
): Promise<AcademyOutcome> {
  if (!(await isCourseOnSite(db, site, courseId))) return 'notFound';
  await db.insert(enrollment).values({ courseId, userId }).onConflictDoNothing();
  return 'ok';
}

async function isEnrolled(db: Database, userId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ courseId: enrollment.courseId })
    .from(enrollment)
    .where(and(eq(enrollment.userId, userId), eq(enrollment.courseId, courseId)));
  return Boolean(row);
}

/**
 * Marks a lesson done or not done for the member: the lesson must belong to the course, the course
 * to this site, and the member must take the course.
 */
export async function setLessonDone(
  db: Database,
  site: SiteConfig,
  userId: string,
  { courseId, lessonId, done }: LessonDoneInput,
): Promise<AcademyOutcome> {
  const [row] = await db
    .select({ id: lesson.id })
    .from(lesson)
    .where(and(eq(lesson.id, lessonId), eq(lesson.courseId, courseId)));
  if (!row || !(await isCourseOnSite(db, site, courseId))) return 'notFound';
  if (!(await isEnrolled(db, userId, courseId))) return 'notEnrolled';
  if (done) await db.insert(lessonProgress).values({ lessonId, userId }).onConflictDoNothing();
  else
    await db
      .delete(lessonProgress)
      .where(and(eq(lessonProgress.lessonId, lessonId), eq(lessonProgress.userId, userId)));
  return 'ok';
}
