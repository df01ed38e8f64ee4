import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './schema-auth';
import { listing } from './schema-listings';

/**
 * A course with lessons (docs/architecture.md §3). On the AI-teaching and tutoring sites a course is
 * one of the site's offers (`listingId`); elsewhere it stands alone.
 */
export const course = pgTable(
  'course',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    listingId: text('listing_id').references(() => listing.id, { onDelete: 'cascade' }),
    instructorId: text('instructor_id').references(() => user.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    level: text('level').notNull().default('beginner'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('course_site_idx').on(table.siteId)],
);

export const lesson = pgTable(
  'lesson',
  {
    id: text('id').primaryKey(),
    courseId: text('course_id')
      .notNull()
      .references(() => course.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    minutes: integer('minutes').notNull().default(10),
  },
  (table) => [index('lesson_course_idx').on(table.courseId, table.position)],
);

/** A member taking a course. */
export const enrollment = pgTable(
  'enrollment',
  {
    courseId: text('course_id')
      .notNull()
      .references(() => course.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.userId] }),
    index('enrollment_user_idx').on(table.userId),
  ],
);

/** A lesson a member completed. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    lessonId: text('lesson_id')
      .notNull()
      .references(() => lesson.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.lessonId, table.userId] }),
    index('lesson_progress_user_idx').on(table.userId),
  ],
);
