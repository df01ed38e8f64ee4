'use server';

import { z } from '@/lib/zod';
import { mailMessageNotices } from '@/lib/account/message-mail';
import { abilityFrom } from '@/lib/auth/abilities';
import { currentViewer } from '@/lib/auth/session';
import type { Viewer } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { listingScope } from '@/lib/listings/scope';
import { notifyRecipient } from '@/lib/realtime/publish';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import { SITE_IDS, getSite, type SiteConfig } from '@/sites';
import {
  conversationKeySchema,
  deleteConversation,
  markConversationRead,
  parseConversationKey,
  replyBodySchema,
  ReplyNotAllowed,
  sendReply,
} from './repository';

export type InboxActionError = 'unauthenticated' | 'forbidden' | 'notFound' | 'invalid' | 'failed';

/** `id`: the conversation key, or the new message's id for a reply. */
export type InboxActionResult = { ok: true; id: string } | { ok: false; error: InboxActionError; fieldErrors?: Record<string, string> };

type Member = Extract<Viewer, { kind: 'member' }>;

const replySchema = z.object({ key: conversationKeySchema, body: replyBodySchema });

/** Resolve site and session, and authorize: the same steps for every inbox action. Messages live in the listing scope. */
async function authorize(): Promise<{ site: SiteConfig; scope: string; viewer: Member } | InboxActionResult> {
  const site = await siteOfRequestHeaders();
  const viewer = await currentViewer(site.id);
  if (viewer.kind !== 'member') return { ok: false, error: 'unauthenticated' };
  if (!abilityFrom(viewer.abilityRules).can('manage', 'Message')) return { ok: false, error: 'forbidden' };
  return { site, scope: listingScope(site), viewer };
}

/**
 * The sites that show this message scope (the local site shares the real-estate listings): the
 * recipient's open inbox may be on any of them, and realtime rooms belong to the session's site.
 */
function sitesShowing(scope: string): string[] {
  return SITE_IDS.filter((id) => listingScope(getSite(id)) === scope);
}

function mapError(error: unknown): InboxActionResult {
  if (error instanceof ReplyNotAllowed) return { ok: false, error: 'forbidden' };
  console.error('[messages] action failed:', error);
  return { ok: false, error: 'failed' };
}

export async function markConversationReadAction(key: string): Promise<InboxActionResult> {
  const parsed = conversationKeySchema.safeParse(key);
  if (!parsed.success) return { ok: false, error: 'invalid' };
  const context = await authorize();
  if (!('scope' in context)) return context;
  try {
    await markConversationRead(getDb(), context.scope, context.viewer.userId, parsed.data);
    return { ok: true, id: parsed.data };
  } catch (error) {
    return mapError(error);
  }
}

/** Deletes what the viewer received and sent in the conversation; notFound when none of it is theirs. */
export async function deleteConversationAction(key: string): Promise<InboxActionResult> {
  const parsed = conversationKeySchema.safeParse(key);
  if (!parsed.success) return { ok: false, error: 'invalid' };
  const context = await authorize();
  if (!('scope' in context)) return context;
  try {
    const deleted = await deleteConversation(getDb(), context.scope, context.viewer.userId, parsed.data);
    return deleted ? { ok: true, id: parsed.data } : { ok: false, error: 'notFound' };
  } catch (error) {
    return mapError(error);
  }
}

/**
 * Replies to a member who wrote to the viewer before (visitors are answered by e-mail), then pushes
 * a notice, and mails one if the recipient asked for it.
 */
export async function replyAction(key: string, body: string): Promise<InboxActionResult> {
  const parsed = replySchema.safeParse({ key, body });
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    return { ok: false, error: 'invalid', fieldErrors };
  }
  const counterpart = parseConversationKey(parsed.data.key);
  if (counterpart?.kind !== 'user') return { ok: false, error: 'forbidden' };
  const context = await authorize();
  if (!('scope' in context)) return context;
  const { site, scope, viewer } = context;
  try {
    const messageId = await sendReply(getDb(), scope, { id: viewer.userId, name: viewer.name, email: viewer.email }, counterpart.userId, parsed.data.body);
    const notice = { type: 'message', messageId, senderName: viewer.name } as const;
    await Promise.all(sitesShowing(scope).map((siteId) => notifyRecipient(siteId, counterpart.userId, notice)));
    mailMessageNotices(getDb(), site, [counterpart.userId], viewer.name);
    return { ok: true, id: messageId };
  } catch (error) {
    return mapError(error);
  }
}
