import { describe, expect, it } from 'vitest';
import { filterCourses, isCompleted, minutesLeft, progressPercent } from '@/lib/academy/progress';
import { courseDetailsQuery, myCourseQuery } from '@/lib/academy/schemas';

const course = (title: string, completedLessons: number, lessonCount = 4) => ({
  title,
  description: 'Practical lessons',
  instructorName: 'Ada Lovelace',
  lessonCount,
  totalMinutes: lessonCount * 10,
  completedLessons,
  completedMinutes: completedLessons * 10,
});

describe('course progress', () => {
  it('counts lessons and minutes, and never completes a course without lessons', () => {
    expect(progressPercent(course('A', 1, 3))).toBe(33);
    expect(minutesLeft(course('A', 1, 3))).toBe(20);
    expect(isCompleted(course('A', 3, 3))).toBe(true);
    expect(isCompleted(course('Empty', 0, 0))).toBe(false);
    expect(progressPercent(course('Empty', 0, 0))).toBe(0);
  });

  it('filters by state and searches every word in title, description and instructor', () => {
    const courses = [course('Prompt writing', 4), course('Data analysis', 1), course('Agents', 0)];
    const titles = (filter: Parameters<typeof filterCourses>[1], search = '') =>
      filterCourses(courses, filter, search).map((item) => item.title);
    expect(titles('completed')).toEqual(['Prompt writing']);
    expect(titles('in-progress')).toEqual(['Data analysis', 'Agents']);
    expect(titles('all', 'DATA lovelace')).toEqual(['Data analysis']);
    expect(titles('all', 'data cooking')).toEqual([]);
  });
});

describe('academy page queries', () => {
  it('take a known filter and a trimmed, capped search; anything else shows all', () => {
    expect(myCourseQuery({ filter: 'completed', q: '  ai  ' })).toEqual({
      filter: 'completed',
      search: 'ai',
    });
    expect(myCourseQuery({ filter: 'everything', q: ['x', 'y'] })).toEqual({ filter: 'all', search: 'x' });
    expect(myCourseQuery({ q: 'a'.repeat(500) }).search).toHaveLength(100);
  });

  it('take well-formed course and lesson ids, and call a malformed course id invalid', () => {
    expect(courseDetailsQuery({})).toEqual({ courseId: null, lessonId: null });
    expect(courseDetailsQuery({ course: 'offer-AbCdEf123456', lesson: 'bad id!' })).toEqual({
      courseId: 'offer-AbCdEf123456',
      lessonId: null,
    });
    expect(courseDetailsQuery({ course: '../etc/passwd' })).toBe('invalid');
  });
});
