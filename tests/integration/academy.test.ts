/**
 * The academy's actions as a request runs them (./next-request.ts stubs only Next's request
 * context): enrolling and ticking lessons need a member signed in on this site, a course this site
 * shows and a lesson of that course; nothing changes otherwise. On the tutoring site the courses are
 * its published offers.
 */
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { enrolAction, setLessonDoneAction } from '@/lib/academy/actions';
import { listingCourseId } from '@/lib/academy/course-rules';
import { siteCourses } from '@/lib/academy/courses';
import type { Auth } from '@/lib/auth/auth';
import type { Database } from '@/lib/db/client';
import { course, enrollment, lesson, lessonProgress, listing } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { createListing } from '@/lib/listings/repository';
import { searchConfigFor } from '@/lib/listings/search-config';
import { SITES } from '@/sites';
import { signIn, TestBrowser } from './auth-client';
import { requestFrom } from './next-request';
import { freshAppDatabase } from './test-database';
import { bondListingForm } from './test-helpers';

vi.mock('next/headers', () => import('./next-request'));
vi.mock('next/cache', () => import('./next-request'));

const AI_SERVICES = 'http://ai-services.localhost:3000';
const BOND = 'http://bond.localhost:3000';
const TUTORING = 'http://tutoring.localhost:3000';

let db: Database;
let auth: Auth;
let learner: TestBrowser;
let learnerId = '';
/** Two courses of ai-services and one of bond, each with its lessons. */
const ids = {
  course: '',
  second: '',
  foreign: '',
  lesson: '',
  lesson2: '',
  secondLesson: '',
  foreignLesson: '',
};

function as<T>(browser: TestBrowser, action: () => Promise<T>, origin?: string): Promise<T> {
  requestFrom(browser, origin);
  return action();
}

/** A course of the site with `lessons` lessons: its id, then its lessons' ids in order. */
async function insertCourse(siteId: string, lessons: number): Promise<string[]> {
  const id = newId();
  await db.insert(course).values({ id, siteId, title: `Course ${id}` });
  const lessonIds = Array.from({ length: lessons }, () => newId());
  await db.insert(lesson).values(
    lessonIds.map((lessonId, position) => ({
      id: lessonId,
      courseId: id,
      position,
      title: `Lesson ${position}`,
    })),
  );
  return [id, ...lessonIds];
}

async function stored() {
  const [enrolments] = await db.select({ n: count() }).from(enrollment);
  const [done] = await db.select({ n: count() }).from(lessonProgress);
  return { enrolments: enrolments!.n, done: done!.n };
}

beforeAll(async () => {
  ({ db, auth } = await freshAppDatabase());
  const signedIn = await signIn(auth, AI_SERVICES, 'learner@example.com');
  learner = signedIn.browser;
  learnerId = signedIn.id;
  const [course1, lesson1] = await insertCourse('ai-services', 2);
  const [course2, lesson2] = await insertCourse('ai-services', 1);
  const [course3, lesson3] = await insertCourse('bond', 1);
  Object.assign(ids, {
    course: course1,
    lesson: lesson1,
    second: course2,
    secondLesson: lesson2,
    foreign: course3,
    foreignLesson: lesson3,
  });
});

describe('academy actions', () => {
  it('refuse a visitor who is not signed in, and store nothing', async () => {
    const visitor = new TestBrowser(auth, AI_SERVICES);
    const refused = { ok: false, error: 'unauthenticated' };
    expect(await as(visitor, () => enrolAction({ courseId: ids.course }))).toEqual(refused);
    expect(
      await as(visitor, () =>
        setLessonDoneAction({ courseId: ids.course, lessonId: ids.lesson, done: true }),
      ),
    ).toEqual(refused);
    expect(await stored()).toEqual({ enrolments: 0, done: 0 });
  });

  it('refuse a malformed id before anything else', async () => {
    expect(await as(learner, () => enrolAction({ courseId: '../../etc' }))).toEqual({
      ok: false,
      error: 'invalid',
    });
    const done = 'yes' as unknown as boolean;
    expect(
      await as(learner, () => setLessonDoneAction({ courseId: ids.course, lessonId: ids.lesson, done })),
    ).toEqual({ ok: false, error: 'invalid' });
  });

  it('let a member enrol once and tick a lesson done and not done again', async () => {
    expect(await as(learner, () => enrolAction({ courseId: ids.course }))).toEqual({ ok: true });
    expect(await as(learner, () => enrolAction({ courseId: ids.course }))).toEqual({ ok: true });
    expect(await stored()).toEqual({ enrolments: 1, done: 0 });

    const tick = (done: boolean) => setLessonDoneAction({ courseId: ids.course, lessonId: ids.lesson, done });
    expect(await as(learner, () => tick(true))).toEqual({ ok: true });
    const progress = async () =>
      (await siteCourses(db, SITES['ai-services'], learnerId)).find((item) => item.id === ids.course);
    expect(await progress()).toMatchObject({ enrolled: true, lessonCount: 2, completedLessons: 1 });
    expect(await as(learner, () => tick(false))).toEqual({ ok: true });
    expect(await progress()).toMatchObject({ enrolled: true, completedLessons: 0 });
  });

  it('refuse a lesson of a course the member does not take', async () => {
    const before = await stored();
    expect(
      await as(learner, () =>
        setLessonDoneAction({ courseId: ids.second, lessonId: ids.secondLesson, done: true }),
      ),
    ).toEqual({ ok: false, error: 'notEnrolled' });
    expect(await stored()).toEqual(before);
  });

  it("refuse another course's lesson under a course the member takes", async () => {
    const before = await stored();
    const foreignLessons = [ids.secondLesson, ids.foreignLesson];
    for (const lessonId of foreignLessons)
      expect(
        await as(learner, () => setLessonDoneAction({ courseId: ids.course, lessonId, done: true })),
      ).toEqual({ ok: false, error: 'notFound' });
    expect(await stored()).toEqual(before);
  });

  it("refuse another site's course and its lessons", async () => {
    const before = await stored();
    expect(await as(learner, () => enrolAction({ courseId: ids.foreign }))).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(
      await as(learner, () =>
        setLessonDoneAction({ courseId: ids.foreign, lessonId: ids.foreignLesson, done: true }),
      ),
    ).toEqual({ ok: false, error: 'notFound' });
    expect(await stored()).toEqual(before);
  });

  it("refuse the member's session replayed to another site", async () => {
    const before = await stored();
    expect(await as(learner, () => enrolAction({ courseId: ids.foreign }), BOND)).toEqual({
      ok: false,
      error: 'unauthenticated',
    });
    expect(await stored()).toEqual(before);
  });
});

describe('courses that are offers', () => {
  let tutor: TestBrowser;
  let offerId = '';

  beforeAll(async () => {
    const signedIn = await signIn(auth, TUTORING, 'tutor@example.com');
    tutor = signedIn.browser;
    const site = SITES.tutoring;
    const scope = {
      siteId: site.id,
      currency: site.currency,
      searchConfig: searchConfigFor(site.defaultLang),
    };
    offerId = await createListing(
      db,
      scope,
      signedIn.id,
      bondListingForm({ productName: 'Algebra for beginners' }),
    );
  });

  it('make each published offer of tutoring a course, with the offer’s name and its owner teaching it', async () => {
    const courses = await siteCourses(db, SITES.tutoring, null);
    expect(courses).toEqual([
      expect.objectContaining({
        id: listingCourseId(offerId),
        listingId: offerId,
        title: 'Algebra for beginners',
        instructorName: expect.any(String),
        lessonCount: 0,
      }),
    ]);
    // Reading again creates nothing more.
    await siteCourses(db, SITES.tutoring, null);
    const [rows] = await db.select({ n: count() }).from(course).where(eq(course.listingId, offerId));
    expect(rows!.n).toBe(1);
  });

  it('hide the course of an unpublished offer and refuse to enrol in it', async () => {
    await db.update(listing).set({ status: 'draft' }).where(eq(listing.id, offerId));
    expect(await siteCourses(db, SITES.tutoring, null)).toEqual([]);
    expect(await as(tutor, () => enrolAction({ courseId: listingCourseId(offerId) }))).toEqual({
      ok: false,
      error: 'notFound',
    });
    await db.update(listing).set({ status: 'published' }).where(eq(listing.id, offerId));
    expect(await as(tutor, () => enrolAction({ courseId: listingCourseId(offerId) }))).toEqual({ ok: true });
  });

  it("show another site only its own courses, none of tutoring's offers", async () => {
    expect((await siteCourses(db, SITES.bond, null)).map((item) => item.id)).toEqual([ids.foreign]);
  });
});
