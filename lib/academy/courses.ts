import 'server-only';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { avatarUrl } from '@/lib/account/avatar';
import type { Database } from '@/lib/db/client';
import { course, enrollment, lesson, lessonProgress, listing, user } from '@/lib/db/schema';
import { listingScope } from '@/lib/listings/scope';
import { getStorage } from '@/lib/storage';
import type { SiteConfig } from '@/sites';
import { coursesAreOffers, isCourseLevel, listingCourseId, type CourseLevel } from './course-rules';
import type { CourseProgress } from './progress';

export interface Instructor {
  name: string;
  avatarUrl: string | null;
}

/** A course as the catalogue and My courses show it, with the viewer's progress (zero for visitors). */
export interface CourseSummary extends CourseProgress {
  id: string;
  title: string;
  description: string;
  level: CourseLevel;
  instructor: Instructor | null;
  instructorName: string | null;
  /** The offer this course is (AI-teaching, tutoring), for a link to its page. */
  listingId: string | null;
  enrolled: boolean;
}

export interface LessonItem {
  id: string;
  title: string;
  body: string;
  minutes: number;
  done: boolean;
}

export interface CourseDetails extends CourseSummary {
  lessons: LessonItem[];
}

/**
 * On the sites whose courses are their offers, every published offer of the site that has no
 * course yet gets one (idempotent: the course id is derived from the listing's). Its title and
 * description stay the listing's: pages read them through the join below.
 */
export async function ensureOfferCourses(db: Database, site: SiteConfig): Promise<void> {
  if (!coursesAreOffers(site)) return;
  const missing = await db
    .select({ id: listing.id, ownerId: listing.ownerId, name: listing.productName })
    .from(listing)
    .leftJoin(course, eq(course.listingId, listing.id))
    .where(and(eq(listing.siteId, listingScope(site)), eq(listing.status, 'published'), isNull(course.id)));
  if (!missing.length) return;
  await db
    .insert(course)
    .values(
      missing.map((offer) => ({
        id: listingCourseId(offer.id),
        siteId: site.id,
        listingId: offer.id,
        instructorId: offer.ownerId,
        title: offer.name,
      })),
    )
    .onConflictDoNothing();
}

/** A course of this site that visitors may see: a standalone one, or one whose offer is published here. */
const visibleOn = (site: SiteConfig) =>
  and(
    eq(course.siteId, site.id),
    or(
      isNull(course.listingId),
      and(eq(listing.siteId, listingScope(site)), eq(listing.status, 'published')),
    ),
  );

const lessonTotals = (db: Database) =>
  db
    .select({
      courseId: lesson.courseId,
      lessons: sql<number>`count(*)::int`.as('lessons'),
      minutes: sql<number>`coalesce(sum(${lesson.minutes}), 0)::int`.as('minutes'),
    })
    .from(lesson)
    .groupBy(lesson.courseId)
    .as('lesson_totals');

async function courseRows(db: Database, site: SiteConfig, courseId?: string) {
  const totals = lessonTotals(db);
  return db
    .select({
      id: course.id,
      title: sql<string>`coalesce(${listing.productName}, ${course.title})`,
      description: sql<string>`coalesce(${listing.description}, ${course.description})`,
      level: course.level,
      listingId: course.listingId,
      instructorName: user.name,
      instructorImage: user.image,
      lessonCount: sql<number>`coalesce(${totals.lessons}, 0)`,
      totalMinutes: sql<number>`coalesce(${totals.minutes}, 0)`,
    })
    .from(course)
    .leftJoin(listing, eq(listing.id, course.listingId))
    .leftJoin(user, eq(user.id, sql`coalesce(${listing.ownerId}, ${course.instructorId})`))
    .leftJoin(totals, eq(totals.courseId, course.id))
    .where(courseId ? and(visibleOn(site), eq(course.id, courseId)) : visibleOn(site))
    .orderBy(desc(sql`coalesce(${listing.publishedAt}, ${course.createdAt})`), asc(course.id));
}

/** Which of these courses the member takes, and how many lessons and minutes of each they completed. */
async function progressOf(db: Database, userId: string, courseIds: string[]) {
  if (!courseIds.length)
    return { enrolled: new Set<string>(), done: new Map<string, { lessons: number; minutes: number }>() };
  const [enrolments, done] = await Promise.all([
    db
      .select({ courseId: enrollment.courseId })
      .from(enrollment)
      .where(and(eq(enrollment.userId, userId), inArray(enrollment.courseId, courseIds))),
    db
      .select({
        courseId: lesson.courseId,
        lessons: sql<number>`count(*)::int`,
        minutes: sql<number>`coalesce(sum(${lesson.minutes}), 0)::int`,
      })
      .from(lessonProgress)
      .innerJoin(lesson, eq(lesson.id, lessonProgress.lessonId))
      .where(and(eq(lessonProgress.userId, userId), inArray(lesson.courseId, courseIds)))
      .groupBy(lesson.courseId),
  ]);
  return {
    enrolled: new Set(enrolments.map((row) => row.courseId)),
    done: new Map(done.map((row) => [row.courseId, { lessons: row.lessons, minutes: row.minutes }])),
  };
}

async function summaries(db: Database, site: SiteConfig, userId: string | null, courseId?: string) {
  const rows = await courseRows(db, site, courseId);
  const progress = userId
    ? await progressOf(
        db,
        userId,
        rows.map((row) => row.id),
      )
    : null;
  const storage = getStorage();
  return rows.map(({ instructorImage, ...row }): CourseSummary => {
    const done = progress?.done.get(row.id);
    return {
      ...row,
      level: isCourseLevel(row.level) ? row.level : 'beginner',
      instructor: row.instructorName
        ? { name: row.instructorName, avatarUrl: avatarUrl(storage, instructorImage) }
        : null,
      enrolled: progress?.enrolled.has(row.id) ?? false,
      completedLessons: done?.lessons ?? 0,
      completedMinutes: done?.minutes ?? 0,
    };
  });
}

/** The site's courses, newest first, with the member's progress (visitors: `userId` null). */
export async function siteCourses(db: Database, site: SiteConfig, userId: string | null) {
  await ensureOfferCourses(db, site);
  return summaries(db, site, userId);
}

/** One course of this site with its lessons in order, or null when the site has no such course. */
export async function courseDetails(
  db: Database,
  site: SiteConfig,
  courseId: string,
  userId: string | null,
): Promise<CourseDetails | null> {
  const [summary] = await summaries(db, site, userId, courseId);
  if (!summary) return null;
  const [lessons, done] = await Promise.all([
    db
      .select({ id: lesson.id, title: lesson.title, body: lesson.body, minutes: lesson.minutes })
      .from(lesson)
      .where(eq(lesson.courseId, courseId))
      .orderBy(asc(lesson.position), asc(lesson.id)),
    userId ? completedLessonIds(db, userId, courseId) : new Set<string>(),
  ]);
  return { ...summary, lessons: lessons.map((item) => ({ ...item, done: done.has(item.id) })) };
}

async function completedLessonIds(db: Database, userId: string, courseId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: lessonProgress.lessonId })
    .from(lessonProgress)
    .innerJoin(lesson, eq(lesson.id, lessonProgress.lessonId))
    .where(and(eq(lessonProgress.userId, userId), eq(lesson.courseId, courseId)));
  return new Set(rows.map((row) => row.id));
}

/** Whether the course is one this site shows (the actions' site check). */
export async function isCourseOnSite(db: Database, site: SiteConfig, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: course.id })
    .from(course)
    .leftJoin(listing, eq(listing.id, course.listingId))
    .where(and(visibleOn(site), eq(course.id, courseId)));
  return Boolean(row);
}
