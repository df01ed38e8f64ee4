import { z } from '@/lib/zod';
import { COURSE_FILTERS, type CourseFilter } from './progress';

/** Course and lesson ids: our own (lib/ids.ts) or a listing's course (`offer-…`). */
export const academyIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,60}$/);

export const enrolInputSchema = z.object({ courseId: academyIdSchema });

export const lessonDoneInputSchema = z.object({
  courseId: academyIdSchema,
  lessonId: academyIdSchema,
  done: z.boolean(),
});

export type EnrolInput = z.infer<typeof enrolInputSchema>;
export type LessonDoneInput = z.infer<typeof lessonDoneInputSchema>;

type SearchParams = Record<string, string | string[] | undefined>;
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** `?filter=…&q=…` of My courses: an unknown filter shows all, the search is trimmed and capped. */
export function myCourseQuery(params: SearchParams): { filter: CourseFilter; search: string } {
  const filter = z.enum(COURSE_FILTERS).safeParse(single(params.filter));
  return {
    filter: filter.success ? filter.data : 'all',
    search: (single(params.q) ?? '').trim().slice(0, 100),
  };
}

/**
 * `?course=…&lesson=…` of the course details: ids of the right shape or nothing. A malformed
 * course id is `invalid` (the page answers 404, as for a course of another site).
 */
export function courseDetailsQuery(
  params: SearchParams,
): { courseId: string | null; lessonId: string | null } | 'invalid' {
  const course = single(params.course);
  const lesson = academyIdSchema.safeParse(single(params.lesson));
  if (course === undefined || course === '') return { courseId: null, lessonId: null };
  const courseId = academyIdSchema.safeParse(course);
  if (!courseId.success) return 'invalid';
  return { courseId: courseId.data, lessonId: lesson.success ? lesson.data : null };
}
