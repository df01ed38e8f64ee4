'use server';

import { currentViewer } from '@/lib/auth/session';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import { LAYOUT_SCHEMAS, type LayoutFormKind } from './layout-schemas';
import { registrationSchema } from './registration-schema';

/*
 * The gallery forms' server round trip: the site from the host and the member from the session,
 * then the form's own schema, answering the field errors. Nothing is stored.
 */

export type GalleryFormResult =
  { ok: true } | { ok: false; error: 'unauthenticated' | 'invalid'; fieldErrors?: Record<string, string> };

type Parsed =
  { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

/** The first message of each field, keyed by its dotted path, as the form shows them. */
function fieldErrorsOf(parsed: Parsed): Record<string, string> {
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** The member first (the pages are for signed-in members: lib/routing/routes.ts), then the input. */
async function answer(parse: () => Parsed): Promise<GalleryFormResult> {
  const site = await siteOfRequestHeaders();
  if ((await currentViewer(site.id)).kind !== 'member') return { ok: false, error: 'unauthenticated' };
  const parsed = parse();
  if (!parsed.success) return { ok: false, error: 'invalid', fieldErrors: fieldErrorsOf(parsed) };
  return { ok: true };
}

export async function submitRegistrationAction(input: unknown): Promise<GalleryFormResult> {
  return answer(() => registrationSchema.safeParse(input));
}

export async function submitLayoutFormAction(
  kind: LayoutFormKind,
  input: unknown,
): Promise<GalleryFormResult> {
  const schema = Object.hasOwn(LAYOUT_SCHEMAS, kind) ? LAYOUT_SCHEMAS[kind] : null;
  if (!schema) return { ok: false, error: 'invalid' };
  return answer(() => schema.safeParse(input));
}
