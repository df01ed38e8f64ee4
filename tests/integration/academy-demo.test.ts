import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingCourseId } from '@/lib/academy/course-rules';
import { siteCourses } from '@/lib/academy/courses';
import { isCompleted } from '@/lib/academy/progress';
import { createAuth } from '@/lib/auth/auth';
import type { Database } from '@/lib/db/client';
import { course, lesson, listing, user } from '@/lib/db/schema';
import { setupDatabase } from '@/lib/db/setup';
import { seedDemoContent } from '@/lib/demo/seed-demo-content';
import { LocalDiskStorage } from '@/lib/storage/local-disk';
import { SITES, type SiteId } from '@/sites';
import { freshDatabase } from './test-database';

// The academy's demo content (lib/demo/apps/academy.ts, docs/apps.md "Academy"), seeded for the
// sites that have courses: the two whose courses are their offers, and two with courses of their own.
const NOW = new Date('2026-05-20T10:00:00Z');
let db: Database;
let mediaRoot = '';

const demoMember = async (siteId: SiteId) =>
  (
    await db
      .select({ id: user.id, name: user.name })
      .from(user)
      .where(eq(user.email, `member@${siteId}.test`))
  )[0]!;

beforeAll(async () => {
  ({ db } = await freshDatabase());
  mediaRoot = mkdtempSync(join(tmpdir(), 'multisite-academy-media-'));
  await setupDatabase(
    db,
    { SEED_DEMO_ACCOUNTS: true, SEED_DEMO_CONTENT: false },
    { auth: () => createAuth(db), log: () => {} },
  );
  await seedDemoContent(db, {
    sites: ['ai-teaching', 'tutoring', 'local', 'ai-services'],
    storage: new LocalDiskStorage(mediaRoot),
    now: NOW,
  });
}, 240_000);

afterAll(() => rmSync(mediaRoot, { recursive: true, force: true }));

describe('academy demo content', () => {
  it.each([
    ['ai-teaching', 'Welcome: what this course covers'],
    ['tutoring', 'Na początek: czego się nauczysz'],
  ] as const)(
    'makes every demo offer of %s a course of 3–6 lessons in its language',
    async (siteId, opening) => {
      const offers = await db
        .select({ id: listing.id, name: listing.productName })
        .from(listing)
        .where(and(eq(listing.siteId, siteId), eq(listing.demo, true)));
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers) {
        const lessons = await db
          .select({ title: lesson.title, body: lesson.body, minutes: lesson.minutes })
          .from(lesson)
          .where(eq(lesson.courseId, listingCourseId(offer.id)))
          .orderBy(lesson.position);
        expect(lessons.length, offer.name).toBeGreaterThanOrEqual(3);
        expect(lessons.length, offer.name).toBeLessThanOrEqual(6);
        expect(lessons[0]).toMatchObject({ title: opening, body: expect.stringContaining(offer.name) });
        expect(lessons.every((item) => item.minutes > 0)).toBe(true);
      }
    },
  );

  it.each([
    ['local', 'Pierwsze mieszkanie — zakup krok po kroku'],
    ['ai-services', 'AI for small business: the first month'],
  ] as const)('gives %s courses of its own, in its language', async (siteId, title) => {
    const courses = await siteCourses(db, SITES[siteId], null);
    expect(courses.length).toBeGreaterThanOrEqual(2);
    expect(courses.map((item) => item.title)).toContain(title);
    expect(courses.every((item) => item.listingId === null && item.lessonCount >= 3)).toBe(true);
  });

  it('leaves the sites without an academy of their own without courses', async () => {
    const [rows] = await db.select({ n: count() }).from(course).where(eq(course.siteId, 'real-estate'));
    expect(rows!.n).toBe(0);
    const [offerCourses] = await db
      .select({ n: count() })
      .from(course)
      .where(and(eq(course.siteId, 'ai-services'), isNotNull(course.listingId)));
    expect(offerCourses!.n).toBe(0);
  });

  it.each(['ai-teaching', 'tutoring', 'local', 'ai-services'] as const)(
    'enrols the demo member of %s in two courses others teach: one half done, one completed',
    async (siteId) => {
      const member = await demoMember(siteId);
      const taken = (await siteCourses(db, SITES[siteId], member.id)).filter((item) => item.enrolled);
      expect(taken).toHaveLength(2);
      expect(taken.filter(isCompleted)).toHaveLength(1);
      const started = taken.find((item) => !isCompleted(item))!;
      expect(started.completedLessons).toBeGreaterThan(0);
      expect(started.completedLessons).toBeLessThan(started.lessonCount);
      expect(taken.every((item) => item.instructorName !== member.name)).toBe(true);
    },
  );
});
