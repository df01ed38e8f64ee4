import 'server-only';
import type { Database } from '@/lib/db/client';
import { callSession, message, offerViewDay } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import type { SiteId } from '@/sites';
import type { DemoGroup, DemoPerson } from './demo-accounts';
import type { SeededOffer } from './demo-offers';
import { DEMO_PHRASES, fillPhrase } from './demo-phrases';
import type { DemoCatalog } from './demo-types';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const VIEW_DAYS = 30;

type MessageRow = typeof message.$inferInsert;
type MessageDraft = Omit<MessageRow, 'id' | 'siteId'>;

interface ActivityContext {
  scope: SiteId;
  catalog: DemoCatalog;
  now: Date;
  random: () => number;
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** The newest offers a person owns, or any offers of the group when they own none. */
function offersOf(offers: readonly SeededOffer[], person: DemoPerson): SeededOffer[] {
  const own = offers.filter((offer) => offer.owner.id === person.id);
  return own.length ? own : [...offers];
}

/**
 * A few conversations of one group, in the site's language: the member asks the admin about an
 * offer, gets an answer and replies (unread); the viewer asks the member (unread); visitors write
 * through the contact form about offers and from the front page (some read, some not).
 */
function groupMessages(
  context: ActivityContext,
  group: DemoGroup,
  offers: readonly SeededOffer[],
): MessageRow[] {
  const { catalog, now, scope } = context;
  const phrases = DEMO_PHRASES[catalog.language];
  const [adminOffer, adminOther = adminOffer!] = offersOf(offers, group.admin);
  const [memberOffer, memberOther = memberOffer!] = offersOf(offers, group.member);
  const ask = (index: number, offer: SeededOffer) =>
    fillPhrase(catalog.inquiries[index]!, { offer: offer.name });
  const fromMember = (person: DemoPerson) => ({
    senderId: person.id,
    senderName: person.name,
    senderEmail: person.email,
  });
  const rows: MessageDraft[] = [
    {
      recipientId: group.admin.id,
      ...fromMember(group.member),
      listingId: adminOffer!.id,
      body: ask(0, adminOffer!),
      createdAt: ago(now, 3 * DAY_MS),
      readAt: ago(now, 3 * DAY_MS - 2 * HOUR_MS),
    },
    {
      recipientId: group.member.id,
      ...fromMember(group.admin),
      listingId: adminOffer!.id,
      body: fillPhrase(phrases.reply, { offer: adminOffer!.name }),
      createdAt: ago(now, 3 * DAY_MS - 2 * HOUR_MS),
      readAt: ago(now, 2 * DAY_MS),
    },
    {
      recipientId: group.admin.id,
      ...fromMember(group.member),
      listingId: adminOffer!.id,
      body: phrases.followUp,
      createdAt: ago(now, 2 * DAY_MS - HOUR_MS),
      readAt: null,
    },
    {
      recipientId: group.admin.id,
      senderId: null,
      senderName: phrases.visitors[0].name,
      senderEmail: phrases.visitors[0].email,
      listingId: adminOther.id,
      body: ask(2, adminOther),
      createdAt: ago(now, 5 * DAY_MS + 3 * HOUR_MS),
      readAt: ago(now, 5 * DAY_MS),
    },
    {
      recipientId: group.admin.id,
      senderId: null,
      senderName: phrases.visitors[2].name,
      senderEmail: phrases.visitors[2].email,
      listingId: null,
      body: phrases.generalContact,
      createdAt: ago(now, 26 * HOUR_MS),
      readAt: null,
    },
    {
      recipientId: group.member.id,
      senderId: null,
      senderName: phrases.visitors[1].name,
      senderEmail: phrases.visitors[1].email,
      listingId: memberOther.id,
      body: ask(3, memberOther),
      createdAt: ago(now, 6 * HOUR_MS),
      readAt: null,
    },
  ];
  if (group.viewer)
    rows.push({
      recipientId: group.member.id,
      ...fromMember(group.viewer),
      listingId: memberOffer!.id,
      body: ask(1, memberOffer!),
      createdAt: ago(now, 20 * HOUR_MS),
      readAt: null,
    });
  return rows.map((row) => ({ ...row, id: newId(), siteId: scope }));
}

/** A call history of one group: answered calls of a few minutes, and one the callee missed. */
function groupCalls(context: ActivityContext, group: DemoGroup): (typeof callSession.$inferInsert)[] {
  const { now, scope } = context;
  const call = (
    caller: DemoPerson,
    callee: DemoPerson,
    daysAgo: number,
    minutes: number,
    answered = true,
  ) => {
    const startedAt = ago(now, daysAgo * DAY_MS + context.random() * 8 * HOUR_MS);
    return {
      id: `RM_${newId()}`,
      siteId: scope,
      roomName: `${caller.id}_${callee.id}`,
      callerId: caller.id,
      calleeId: callee.id,
      callerJoined: true,
      calleeJoined: answered,
      startedAt,
      endedAt: new Date(startedAt.getTime() + minutes * 60_000),
    };
  };
  const calls = [
    call(group.admin, group.member, 16, 3),
    call(group.admin, group.member, 9, 25),
    call(group.member, group.admin, 4, 12),
  ];
  if (group.viewer)
    calls.push(call(group.viewer, group.member, 2, 6), call(group.member, group.viewer, 1, 0.5, false));
  return calls;
}

/** Page views per offer and UTC day since it was published (at most 30 days), busier at weekends. */
function offerViews(
  context: ActivityContext,
  offers: readonly SeededOffer[],
): (typeof offerViewDay.$inferInsert)[] {
  const rows: (typeof offerViewDay.$inferInsert)[] = [];
  for (const [index, offer] of offers.entries()) {
    const popularity = 4 + ((index * 7) % 13);
    for (let back = 0; back < VIEW_DAYS; back++) {
      const day = ago(context.now, back * DAY_MS);
      if (day.getTime() < offer.publishedAt.getTime() - DAY_MS) break;
      const weekend = [0, 6].includes(day.getUTCDay()) ? 1.5 : 1;
      const views = Math.round(popularity * weekend * (0.4 + context.random()));
      if (views > 0)
        rows.push({ listingId: offer.id, siteId: context.scope, day: day.toISOString().slice(0, 10), views });
    }
  }
  return rows;
}

export interface ActivityCounts {
  messages: number;
  calls: number;
  viewDays: number;
}

/** Conversations, calls and offer views for the demo accounts of every site sharing the scope. */
export async function seedDemoActivity(
  tx: Database,
  context: ActivityContext,
  groups: readonly DemoGroup[],
  offers: readonly SeededOffer[],
): Promise<ActivityCounts> {
  const messages = groups.flatMap((group) => {
    const members = [group.admin.id, group.member.id];
    const theirs = offers.filter((offer) => members.includes(offer.owner.id));
    return groupMessages(context, group, theirs.length ? theirs : offers);
  });
  const calls = groups.flatMap((group) => groupCalls(context, group));
  const views = offerViews(context, offers);
  if (messages.length) await tx.insert(message).values(messages);
  if (calls.length) await tx.insert(callSession).values(calls);
  if (views.length) await tx.insert(offerViewDay).values(views);
  return { messages: messages.length, calls: calls.length, viewDays: views.length };
}
