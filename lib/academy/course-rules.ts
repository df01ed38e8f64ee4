import type { SiteConfig, SiteId } from '@/sites';

/** The sites whose courses are their own offers (docs/apps.md "Academy"): one course per published listing. */
const LISTING_COURSE_SITES: readonly SiteId[] = ['ai-teaching', 'tutoring'];

export const coursesAreOffers = (site: SiteConfig): boolean => LISTING_COURSE_SITES.includes(site.id);

/**
 * The id of the course that is this listing: derived, so a listing can only ever be one course and
 * creating it twice (two requests at once) inserts nothing the second time.
 */
export const listingCourseId = (listingId: string): string => `offer-${listingId}`;

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const isCourseLevel = (value: string): value is CourseLevel =>
  (COURSE_LEVELS as readonly string[]).includes(value);
