'use server';

import { z } from '@/lib/zod';
import { getDb } from '@/lib/db/client';
import { authorizeMessages, deliverMemberMessage, type MessagesActionError } from './inbox-access';
import {
  conversationKeySchema,
  deleteConversation,
  markConversationRead,
  parseConversationKey,
  replyBodySchema,
  ReplyNotAllowed,
  sendReply,
} from './repository';

export type InboxActionError = MessagesActionError;

/** `id`: the conversation key, or the new message's id for a reply. */
export type InboxActionResult = { ok: true; id: string } | { ok: false; error: InboxActionError; fieldErrors?: Record<string, string> };

const replySchema = z.object({ key: conversationKeySchema, body: replyBodySchema });

function mapError(error: unknown): InboxActionResult {
  if (error instanceof ReplyNotAllowed) return { ok: false, error: 'forbidden' };
  console.error('[messages] action failed:', error);
  return { ok: false, error: 'failed' };
}

export async function markConversationReadAction(key: string): Promise<InboxActionResult> {
  const parsed = conversationKeySchema.safeParse(key);
  if (!parsed.success) return { ok: false, error: 'invalid' };
  const context = await authorizeMessages();
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
  const context = await authorizeMessages();
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
  const context = await authorizeMessages();
  if (!('scope' in context)) return context;
  const { scope, viewer } = context;
  try {
    const messageId = await sendReply(getDb(), scope, { id: viewer.userId, name: viewer.name, email: viewer.email }, counterpart.userId, parsed.data.body);
    await deliverMemberMessage(context, counterpart.userId, messageId);
    return { ok: true, id: messageId };
  } catch (error) {
    return mapError(error);
  }
}
