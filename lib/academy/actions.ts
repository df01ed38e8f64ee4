'use server';

import { currentViewer } from '@/lib/auth/session';
import { getDb, type Database } from '@/lib/db/client';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import { enrol, setLessonDone } from './enrolment';
import { enrolInputSchema, lessonDoneInputSchema, type EnrolInput, type LessonDoneInput } from './schemas';

export type AcademyActionResult =
  { ok: true } | { ok: false; error: 'invalid' | 'unauthenticated' | 'notFound' | 'notEnrolled' | 'failed' };

/** The site from the Host header and the member signed in on it; visitors are refused. */
async function member() {
  const site = await siteOfRequestHeaders();
  const viewer = await currentViewer(site.id);
  return viewer.kind === 'member' ? { site, userId: viewer.userId } : null;
}

async function run(action: (db: Database) => Promise<'ok' | 'notFound' | 'notEnrolled'>) {
  try {
    const outcome = await action(getDb());
    return outcome === 'ok' ? ({ ok: true } as const) : ({ ok: false, error: outcome } as const);
  } catch (error) {
    console.error('[academy] action failed:', error);
    return { ok: false, error: 'failed' } as const;
  }
}

/** Enrols the signed-in member in a course of this site. */
export async function enrolAction(input: EnrolInput): Promise<AcademyActionResult> {
  const parsed = enrolInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid' };
  const who = await member();
  if (!who) return { ok: false, error: 'unauthenticated' };
  return run((db) => enrol(db, who.site, who.userId, parsed.data));
}

/** Marks a lesson of a course the member takes as done or not done. */
export async function setLessonDoneAction(input: LessonDoneInput): Promise<AcademyActionResult> {
  const parsed = lessonDoneInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid' };
  const who = await member();
  if (!who) return { ok: false, error: 'unauthenticated' };
  return run((db) => setLessonDone(db, who.site, who.userId, parsed.data));
}
