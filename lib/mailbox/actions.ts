'use server';

import { z } from '@/lib/zod';
import { abilityFrom } from '@/lib/auth/abilities';
import { currentViewer } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { listingScope } from '@/lib/listings/scope';
import { decideAccess } from '@/lib/routing/access';
import { routeRule } from '@/lib/routing/routes';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import { createLabel, deleteLabel, LabelNameTaken, updateLabel } from './labels';
import { changeMail, labelMail } from './mail-state';
import { labelInputSchema, MAIL_BULK_MAX } from './mailbox-rules';

/*
 * The e-mail app's server actions (docs/apps.md "E-mail"): parse → site from the host, viewer from
 * the session → authorize (the route's scope and the Message permission, as the inbox) → lib.
 */

export type MailActionError =
  'unauthenticated' | 'forbidden' | 'notFound' | 'invalid' | 'nameTaken' | 'failed';

/** `count`: how many messages changed; `slug`: a label's URL segment after a save. */
export type MailActionResult =
  | { ok: true; count: number; slug?: string }
  | { ok: false; error: MailActionError; fieldErrors?: Record<string, string> };

const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const idsSchema = z.array(idSchema).min(1).max(MAIL_BULK_MAX);

const changeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('read'), read: z.boolean() }),
  z.object({ kind: z.literal('star'), starred: z.boolean() }),
  z.object({ kind: z.literal('trash') }),
  z.object({ kind: z.literal('restore') }),
  z.object({ kind: z.literal('deleteForever') }),
]);

type Authorized = { scope: string; userId: string };

async function authorize(): Promise<Authorized | MailActionResult> {
  const site = await siteOfRequestHeaders();
  const viewer = await currentViewer(site.id);
  if (viewer.kind !== 'member') return { ok: false, error: 'unauthenticated' };
  const mayOpen = decideAccess(routeRule('/apps/email'), viewer, site.id).kind === 'allow';
  if (!mayOpen || !abilityFrom(viewer.abilityRules).can('manage', 'Message'))
    return { ok: false, error: 'forbidden' };
  return { scope: listingScope(site), userId: viewer.userId };
}

function failed(error: unknown): MailActionResult {
  if (error instanceof LabelNameTaken)
    return { ok: false, error: 'nameTaken', fieldErrors: { name: 'labelNameTaken' } };
  console.error('[mailbox] action failed:', error);
  return { ok: false, error: 'failed' };
}

/** Runs `work` for an authorized viewer, mapping thrown errors once. */
async function asViewer(work: (viewer: Authorized) => Promise<MailActionResult>): Promise<MailActionResult> {
  const viewer = await authorize();
  if (!('scope' in viewer)) return viewer;
  try {
    return await work(viewer);
  } catch (error) {
    return failed(error);
  }
}

/** Read, unread, star, trash, restore or delete for good; notFound when none of the ids is the viewer's. */
export async function changeMailAction(ids: unknown, change: unknown): Promise<MailActionResult> {
  const parsedIds = idsSchema.safeParse(ids);
  const parsedChange = changeSchema.safeParse(change);
  if (!parsedIds.success || !parsedChange.success) return { ok: false, error: 'invalid' };
  return asViewer(async ({ scope, userId }) => {
    const count = await changeMail(getDb(), scope, userId, parsedIds.data, parsedChange.data);
    return count === null ? { ok: false, error: 'notFound' } : { ok: true, count };
  });
}

/** Puts one of the viewer's labels on their messages (`on`) or takes it off. */
export async function labelMailAction(
  ids: unknown,
  labelId: unknown,
  on: unknown,
): Promise<MailActionResult> {
  const parsed = z
    .object({ ids: idsSchema, labelId: idSchema, on: z.boolean() })
    .safeParse({ ids, labelId, on });
  if (!parsed.success) return { ok: false, error: 'invalid' };
  return asViewer(async ({ scope, userId }) => {
    const count = await labelMail(
      getDb(),
      scope,
      userId,
      parsed.data.ids,
      parsed.data.labelId,
      parsed.data.on,
    );
    return count === null ? { ok: false, error: 'notFound' } : { ok: true, count };
  });
}

function parseLabel(input: unknown) {
  const parsed = labelInputSchema.safeParse(input);
  if (parsed.success) return parsed;
  const fieldErrors = Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
  return {
    success: false as const,
    failure: { ok: false, error: 'invalid', fieldErrors } satisfies MailActionResult,
  };
}

export async function createLabelAction(input: unknown): Promise<MailActionResult> {
  const parsed = parseLabel(input);
  if (!parsed.success) return parsed.failure;
  return asViewer(async ({ scope, userId }) => {
    const label = await createLabel(getDb(), scope, userId, parsed.data);
    return { ok: true, count: 0, slug: label.slug };
  });
}

/** Renames and recolours a label of the viewer's; the slug follows the name. */
export async function updateLabelAction(id: unknown, input: unknown): Promise<MailActionResult> {
  const parsedId = idSchema.safeParse(id);
  if (!parsedId.success) return { ok: false, error: 'invalid' };
  const parsed = parseLabel(input);
  if (!parsed.success) return parsed.failure;
  return asViewer(async ({ scope, userId }) => {
    const updated = await updateLabel(getDb(), scope, userId, parsedId.data, parsed.data);
    return updated ? { ok: true, count: 0, slug: updated.slug } : { ok: false, error: 'notFound' };
  });
}

export async function deleteLabelAction(id: unknown): Promise<MailActionResult> {
  const parsedId = idSchema.safeParse(id);
  if (!parsedId.success) return { ok: false, error: 'invalid' };
  return asViewer(async ({ scope, userId }) =>
    (await deleteLabel(getDb(), scope, userId, parsedId.data))
      ? { ok: true, count: 0 }
      : { ok: false, error: 'notFound' },
  );
}
