import 'server-only';
import { coursesAreOffers, COURSE_LEVELS, listingCourseId } from '@/lib/academy/course-rules';
import type { Database } from '@/lib/db/client';
import { course, enrollment, lesson, lessonProgress } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { SITES } from '@/sites';
import type { DemoGroup } from '../demo-accounts';
import { fillPhrase } from '../demo-phrases';
import type { AppDemoContext, AppDemoSeeder } from './app-demo';
import { OFFER_LESSONS, STANDALONE_COURSES, type DemoCourse, type DemoLesson } from './academy-texts';

interface SeededCourse {
  id: string;
  siteId: string;
  instructorId: string | null;
  lessonIds: string[];
}

/** An opening, three to five middle lessons (the same number every run) and a closing one. */
function offerLessons(context: AppDemoContext, offerName: string): DemoLesson[] {
  const plan = OFFER_LESSONS[context.catalog.language];
  const middle = plan.middle.slice(0, 1 + Math.floor(context.random() * plan.middle.length));
  return [plan.opening, ...middle, plan.closing].map((item) => ({
    ...item,
    body: fillPhrase(item.body, { offer: offerName }),
  }));
}

async function insertCourse(
  db: Database,
  row: typeof course.$inferInsert,
  lessons: readonly DemoLesson[],
): Promise<SeededCourse> {
  await db.insert(course).values(row);
  const rows = lessons.map((item, position) => ({ ...item, id: newId(), courseId: row.id, position }));
  if (rows.length) await db.insert(lesson).values(rows);
  return {
    id: row.id,
    siteId: row.siteId,
    instructorId: row.instructorId ?? null,
    lessonIds: rows.map((item) => item.id),
  };
}

/** On AI-teaching and tutoring: one course per demo offer, its instructor the offer's owner. */
async function seedOfferCourses(context: AppDemoContext): Promise<SeededCourse[]> {
  const seeded: SeededCourse[] = [];
  for (const [index, offer] of context.offers.entries())
    seeded.push(
      await insertCourse(
        context.db,
        {
          id: listingCourseId(offer.id),
          siteId: context.scope,
          listingId: offer.id,
          instructorId: offer.owner.id,
          title: offer.name,
          level: COURSE_LEVELS[index % COURSE_LEVELS.length],
          createdAt: offer.publishedAt,
        },
        offerLessons(context, offer.name),
      ),
    );
  return seeded;
}

/** On the sites with an Academy entry that teach nothing themselves: a few courses of their own. */
async function seedStandaloneCourses(context: AppDemoContext, group: DemoGroup): Promise<SeededCourse[]> {
  const courses: readonly DemoCourse[] = STANDALONE_COURSES[group.siteId]?.[context.catalog.language] ?? [];
  const seeded: SeededCourse[] = [];
  for (const [index, item] of courses.entries())
    seeded.push(
      await insertCourse(
        context.db,
        {
          id: newId(),
          siteId: group.siteId,
          instructorId: group.admin.id,
          title: item.title,
          description: item.description,
          level: item.level,
          createdAt: new Date(context.now.getTime() - (index + 1) * 5 * 86_400_000),
        },
        item.lessons,
      ),
    );
  return seeded;
}

/**
 * The demo member takes the first two courses of their site that others teach: the first half done, the second
 * completed, so My courses shows both filters at work.
 */
async function enrolDemoMember(db: Database, group: DemoGroup, courses: readonly SeededCourse[]) {
  const taken = courses
    .filter((item) => item.siteId === group.siteId && item.instructorId !== group.member.id)
    .slice(0, 2);
  for (const [index, item] of taken.entries()) {
    await db.insert(enrollment).values({ courseId: item.id, userId: group.member.id });
    const done = index === 0 ? item.lessonIds.slice(0, Math.ceil(item.lessonIds.length / 2)) : item.lessonIds;
    if (done.length)
      await db.insert(lessonProgress).values(done.map((lessonId) => ({ lessonId, userId: group.member.id })));
  }
}

/** Courses, lessons and the demo member's progress (docs/apps.md "Academy"). */
export const seedAcademyDemo: AppDemoSeeder = async (context) => {
  const courses = coursesAreOffers(SITES[context.scope]) ? await seedOfferCourses(context) : [];
  for (const group of context.groups) courses.push(...(await seedStandaloneCourses(context, group)));
  for (const group of context.groups) await enrolDemoMember(context.db, group, courses);
};
