'use server';

import { z } from '@/lib/zod';
import { USER_ID_PATTERN } from '@/lib/auth/api-token-verify';
import { getDb } from '@/lib/db/client';
import {
  authorizeMessages,
  deliverMemberMessage,
  type MessagesActionError,
} from '@/lib/messages/inbox-access';
import { replyBodySchema } from '@/lib/messages/repository';
import type { ChatContact } from '@/components/chat/chat-types';
import { findChatContacts } from './contacts';
import { ChatRecipientNotAllowed, sendChatMessage } from './send';

export type ChatActionError = MessagesActionError;

/** `id`: the new message's id. */
export type ChatSendResult =
  { ok: true; id: string } | { ok: false; error: ChatActionError; fieldErrors?: Record<string, string> };
export type ChatContactsResult =
  { ok: true; contacts: ChatContact[] } | { ok: false; error: ChatActionError };

const sendSchema = z.object({ to: z.string().regex(USER_ID_PATTERN), body: replyBodySchema });
const querySchema = z.string().max(100);

/**
 * Sends a chat message to a member of the site (the same rows as My messages), then pushes the
 * notice that refreshes the recipient's open chat and inbox, and mails one if they asked for it.
 */
export async function sendChatMessageAction(to: string, body: string): Promise<ChatSendResult> {
  const parsed = sendSchema.safeParse({ to, body });
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    return { ok: false, error: 'invalid', fieldErrors };
  }
  const context = await authorizeMessages();
  if (!('scope' in context)) return context;
  const { site, viewer } = context;
  try {
    const sender = { id: viewer.userId, name: viewer.name, email: viewer.email };
    const messageId = await sendChatMessage(getDb(), site.id, sender, parsed.data.to, parsed.data.body);
    await deliverMemberMessage(context, parsed.data.to, messageId);
    return { ok: true, id: messageId };
  } catch (error) {
    if (error instanceof ChatRecipientNotAllowed) return { ok: false, error: 'forbidden' };
    console.error('[chat] sending failed:', error);
    return { ok: false, error: 'failed' };
  }
}

/** The members of this site the viewer can start a chat with, matching `query` by name. */
export async function findChatContactsAction(query: string): Promise<ChatContactsResult> {
  const parsed = querySchema.safeParse(query);
  if (!parsed.success) return { ok: false, error: 'invalid' };
  const context = await authorizeMessages();
  if (!('scope' in context)) return context;
  try {
    return {
      ok: true,
      contacts: await findChatContacts(getDb(), context.site.id, context.viewer.userId, parsed.data),
    };
  } catch (error) {
    console.error('[chat] contact search failed:', error);
    return { ok: false, error: 'failed' };
  }
}
