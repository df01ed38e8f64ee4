/** A member's progress through a course: lessons and minutes done out of the whole. */
export interface CourseProgress {
  lessonCount: number;
  totalMinutes: number;
  completedLessons: number;
  completedMinutes: number;
}

export const COURSE_FILTERS = ['all', 'in-progress', 'completed'] as const;
export type CourseFilter = (typeof COURSE_FILTERS)[number];

export const progressPercent = (progress: CourseProgress): number =>
  progress.lessonCount === 0 ? 0 : Math.round((progress.completedLessons / progress.lessonCount) * 100);

export const minutesLeft = (progress: CourseProgress): number =>
  Math.max(0, progress.totalMinutes - progress.completedMinutes);

/** Completed: every lesson done (a course without lessons is never completed). */
export const isCompleted = (progress: CourseProgress): boolean =>
  progress.lessonCount > 0 && progress.completedLessons >= progress.lessonCount;

/** The courses of a filter whose title, description or instructor contain every word of the search. */
export function filterCourses<
  T extends CourseProgress & { title: string; description: string; instructorName: string | null },
>(courses: readonly T[], filter: CourseFilter, search: string): T[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return courses.filter((course) => {
    if (filter === 'completed' && !isCompleted(course)) return false;
    if (filter === 'in-progress' && isCompleted(course)) return false;
    const text = `${course.title} ${course.description} ${course.instructorName ?? ''}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}
