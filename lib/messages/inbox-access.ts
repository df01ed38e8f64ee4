import 'server-only';
import { mailMessageNotices } from '@/lib/account/message-mail';
import { abilityFrom } from '@/lib/auth/abilities';
import { currentViewer } from '@/lib/auth/session';
import type { Viewer } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { listingScope } from '@/lib/listings/scope';
import { notifyRecipient } from '@/lib/realtime/publish';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import { SITE_IDS, getSite, type SiteConfig } from '@/sites';

/*
 * What every action on the members' messages does around its query, whichever page it comes from
 * (My messages, the chat app): who may act, and how a stored message reaches its recipient.
 */

export type MessagesActionError = 'unauthenticated' | 'forbidden' | 'notFound' | 'invalid' | 'failed';
type MessagesMember = Extract<Viewer, { kind: 'member' }>;
interface MessagesContext {
  site: SiteConfig;
  /** The message scope: the site's listing scope, where contact messages are filed. */
  scope: string;
  viewer: MessagesMember;
}

/** Resolves site and session and authorizes (a member who may manage messages), or names the refusal. */
export async function authorizeMessages(): Promise<MessagesContext | { ok: false; error: MessagesActionError }> {
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

/** After a member's message is stored: pushes a notice to the recipient, and mails one if they asked for it. */
export async function deliverMemberMessage(context: MessagesContext, recipientId: string, messageId: string) {
  const { site, scope, viewer } = context;
  const notice = { type: 'message', messageId, senderName: viewer.name } as const;
  await Promise.all(sitesShowing(scope).map((siteId) => notifyRecipient(siteId, recipientId, notice)));
  mailMessageNotices(getDb(), site, [recipientId], viewer.name);
}
