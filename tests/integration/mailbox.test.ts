import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/client';
import { listing, mailLabel, message } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { createLabel, deleteLabel, labelsOf, LabelNameTaken, updateLabel } from '@/lib/mailbox/labels';
import { changeMail, labelMail } from '@/lib/mailbox/mail-state';
import { labelInputSchema, labelSlugOf, MAILBOX_PAGE_SIZE } from '@/lib/mailbox/mailbox-rules';
import { findMail, listMail, mailboxCounts, type MailFolder } from '@/lib/mailbox/repository';
import { unreadCount } from '@/lib/messages/repository';
import { freshDatabase } from './test-database';
import { insertPerson } from './test-helpers';

const SITE = 'bond';
const OTHER_SITE = 'tutoring';
let db: Database;
let owner: string;
let other: string;
const ids = { fromMember: '', fromVisitor: '', sent: '', othersMail: '', otherSite: '', offer: '' };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const inbox: MailFolder = { kind: 'filter', filter: 'inbox' };
const folder = (filter: 'inbox' | 'sent' | 'starred' | 'trash'): MailFolder => ({ kind: 'filter', filter });
const list = (userId: string, f: MailFolder, q = '', page = 1) =>
  listMail(db, SITE, userId, { folder: f, q, page });
const idsIn = async (userId: string, f: MailFolder, q = '') =>
  (await list(userId, f, q)).rows.map((row) => row.id);

async function note(values: Partial<typeof message.$inferInsert> & { recipientId: string; at: number }) {
  const id = newId();
  const { at, ...rest } = values;
  await db.insert(message).values({
    id,
    siteId: SITE,
    senderName: 'Vera Visitor',
    senderEmail: 'vera@example.com',
    body: 'Hello there',
    createdAt: minutesAgo(at),
    ...rest,
  });
  return id;
}

beforeAll(async () => {
  ({ db } = await freshDatabase());
  owner = await insertPerson(db, 'Olga Owner');
  other = await insertPerson(db, 'Max Member');
  ids.offer = newId();
  await db.insert(listing).values({
    id: ids.offer,
    siteId: SITE,
    ownerId: owner,
    productName: 'Green tram bond',
    description: 'A bond.',
    price: '1000.00',
    currency: 'EUR',
    status: 'published',
  });
  ids.fromMember = await note({
    recipientId: owner,
    senderId: other,
    senderName: 'Typed name',
    senderEmail: 'max-private@example.com',
    body: 'Is the coupon paid yearly?',
    listingId: ids.offer,
    at: 30,
  });
  ids.fromVisitor = await note({ recipientId: owner, body: 'Do you ship abroad? 100% sure?', at: 20 });
  ids.sent = await note({
    recipientId: other,
    senderId: owner,
    senderName: 'Olga Owner',
    body: 'Yes, every June.',
    at: 10,
  });
  ids.othersMail = await note({ recipientId: other, body: 'For Max only', at: 5 });
  ids.otherSite = await note({ recipientId: owner, siteId: OTHER_SITE, body: 'Tutoring question', at: 1 });
});

describe('folders', () => {
  it('show received messages in the inbox and sent ones under sent, only the viewer’s and only this site’s', async () => {
    expect(await idsIn(owner, inbox)).toEqual([ids.fromVisitor, ids.fromMember]);
    expect(await idsIn(owner, folder('sent'))).toEqual([ids.sent]);
    expect(await idsIn(other, inbox)).toEqual([ids.othersMail, ids.sent]);
    const { rows } = await list(owner, inbox);
    expect(rows[1]).toMatchObject({
      direction: 'in',
      counterpartName: 'Max Member',
      visitorEmail: null,
      counterpartUserId: other,
      subject: 'Green tram bond',
      unread: true,
    });
    expect(rows[0]).toMatchObject({
      counterpartName: 'Vera Visitor',
      visitorEmail: 'vera@example.com',
      subject: null,
    });
    expect((await list(owner, folder('sent'))).rows[0]).toMatchObject({
      direction: 'out',
      counterpartName: 'Max Member',
      unread: false,
    });
  });

  it('finds a message by sender, visitor address, offer name or body, with wildcards taken literally', async () => {
    expect(await idsIn(owner, inbox, 'max mem')).toEqual([ids.fromMember]);
    expect(await idsIn(owner, inbox, 'VERA@example')).toEqual([ids.fromVisitor]);
    expect(await idsIn(owner, inbox, 'tram')).toEqual([ids.fromMember]);
    expect(await idsIn(owner, inbox, 'coupon')).toEqual([ids.fromMember]);
    expect(await idsIn(owner, inbox, '100%')).toEqual([ids.fromVisitor]);
    expect(await idsIn(owner, inbox, '%')).toEqual([ids.fromVisitor]);
    expect(await idsIn(owner, inbox, '_')).toEqual([]);
    // A member's own address is never searchable, as it is never shown.
    expect(await idsIn(owner, inbox, 'max-private')).toEqual([]);
  });

  it('pages through a folder newest first with the total', async () => {
    const person = await insertPerson(db, 'Busy Person');
    for (let i = 0; i < MAILBOX_PAGE_SIZE + 5; i++)
      await note({ recipientId: person, body: `Note ${i}`, at: 100 - i });
    const first = await list(person, inbox);
    expect(first.total).toBe(MAILBOX_PAGE_SIZE + 5);
    expect(first.rows).toHaveLength(MAILBOX_PAGE_SIZE);
    expect(first.rows[0]!.body).toBe(`Note ${MAILBOX_PAGE_SIZE + 4}`);
    expect((await list(person, inbox, '', 2)).rows).toHaveLength(5);
    expect((await list(person, inbox, '', 3)).rows).toEqual([]);
  });
});

describe('changes', () => {
  it('marks received messages read for the inbox too, and never a sent message’s recipient copy', async () => {
    expect(await unreadCount(db, SITE, owner)).toBe(2);
    expect(await changeMail(db, SITE, owner, [ids.fromMember], { kind: 'read', read: true })).toBe(1);
    expect(await unreadCount(db, SITE, owner)).toBe(1);
    expect((await mailboxCounts(db, SITE, owner)).inboxUnread).toBe(1);
    expect(await changeMail(db, SITE, owner, [ids.fromMember], { kind: 'read', read: false })).toBe(1);
    expect(await unreadCount(db, SITE, owner)).toBe(2);
    // The recipient's unread reply stays unread whatever its sender does.
    expect(await changeMail(db, SITE, owner, [ids.sent], { kind: 'read', read: true })).toBe(0);
    const [sent] = await db.select({ readAt: message.readAt }).from(message).where(eq(message.id, ids.sent));
    expect(sent!.readAt).toBeNull();
  });

  it('stars, trashes and restores for the viewer only', async () => {
    await changeMail(db, SITE, owner, [ids.fromMember, ids.sent], { kind: 'star', starred: true });
    expect(await idsIn(owner, folder('starred'))).toEqual([ids.sent, ids.fromMember]);
    expect(await idsIn(other, folder('starred'))).toEqual([]);
    expect(await changeMail(db, SITE, owner, [ids.fromMember], { kind: 'trash' })).toBe(1);
    expect(await idsIn(owner, inbox)).toEqual([ids.fromVisitor]);
    expect(await idsIn(owner, folder('trash'))).toEqual([ids.fromMember]);
    expect(await idsIn(owner, folder('starred'))).toEqual([ids.sent]);
    expect(await mailboxCounts(db, SITE, owner)).toEqual({ inboxUnread: 1, starred: 1, trash: 1 });
    expect(await changeMail(db, SITE, owner, [ids.fromMember], { kind: 'restore' })).toBe(1);
    expect(await idsIn(owner, inbox)).toEqual([ids.fromVisitor, ids.fromMember]);
    expect((await findMail(db, SITE, owner, ids.fromMember))?.starred).toBe(true);
  });

  it('deletes for good only from the trash, and only from the viewer’s mailbox', async () => {
    expect(await changeMail(db, SITE, owner, [ids.sent], { kind: 'deleteForever' })).toBe(0);
    await changeMail(db, SITE, owner, [ids.sent], { kind: 'trash' });
    expect(await changeMail(db, SITE, owner, [ids.sent], { kind: 'deleteForever' })).toBe(1);
    expect(await idsIn(owner, folder('trash'))).toEqual([]);
    expect(await findMail(db, SITE, owner, ids.sent)).toBeNull();
    expect(await changeMail(db, SITE, owner, [ids.sent], { kind: 'restore' })).toBeNull();
    // The recipient keeps it.
    expect(await idsIn(other, inbox)).toContain(ids.sent);
  });

  it('changes nothing on another member’s or another site’s message', async () => {
    for (const id of [ids.othersMail, ids.otherSite]) {
      expect(await changeMail(db, SITE, owner, [id], { kind: 'star', starred: true })).toBeNull();
      expect(await changeMail(db, SITE, owner, [id], { kind: 'read', read: true })).toBeNull();
      expect(await findMail(db, SITE, owner, id)).toBeNull();
    }
    const rows = await db
      .select({ readAt: message.readAt })
      .from(message)
      .where(eq(message.id, ids.othersMail));
    expect(rows[0]!.readAt).toBeNull();
  });
});

describe('labels', () => {
  it('make slugs from names in any script and refuse names of the fixed folders', () => {
    expect(labelSlugOf('Tax 2026!')).toBe('tax-2026');
    expect(labelSlugOf('  عملاء مهمون ')).toBe('عملاء-مهمون');
    expect(labelInputSchema.safeParse({ name: 'Inbox', color: 'red' }).success).toBe(false);
    expect(labelInputSchema.safeParse({ name: ' Starred ', color: 'red' }).success).toBe(false);
    expect(labelInputSchema.safeParse({ name: '!!!', color: 'red' }).success).toBe(false);
    expect(labelInputSchema.safeParse({ name: 'Clients', color: 'teal' }).success).toBe(false);
  });

  it('are created per member, put on messages and counted outside the trash', async () => {
    const clients = await createLabel(db, SITE, owner, { name: 'Clients', color: 'green' });
    await expect(createLabel(db, SITE, owner, { name: 'clients!', color: 'red' })).rejects.toBeInstanceOf(
      LabelNameTaken,
    );
    // Another member may use the same name.
    const othersClients = await createLabel(db, SITE, other, { name: 'Clients', color: 'red' });
    expect(await labelMail(db, SITE, owner, [ids.fromMember, ids.fromVisitor], clients.id, true)).toBe(2);
    expect(await idsIn(owner, { kind: 'label', labelId: clients.id })).toEqual([
      ids.fromVisitor,
      ids.fromMember,
    ]);
    expect((await list(owner, inbox)).rows.map((row) => row.labelIds)).toEqual([[clients.id], [clients.id]]);
    await changeMail(db, SITE, owner, [ids.fromVisitor], { kind: 'trash' });
    expect(await labelsOf(db, SITE, owner)).toMatchObject([
      { name: 'Clients', slug: 'clients', color: 'green', count: 1 },
    ]);
    await changeMail(db, SITE, owner, [ids.fromVisitor], { kind: 'restore' });
    expect(await labelMail(db, SITE, owner, [ids.fromVisitor], clients.id, false)).toBe(1);
    // Not on someone else's label or messages.
    expect(await labelMail(db, SITE, owner, [ids.fromMember], othersClients.id, true)).toBeNull();
    expect(await labelMail(db, SITE, owner, [ids.othersMail], clients.id, true)).toBeNull();
    expect(await labelMail(db, OTHER_SITE, owner, [ids.otherSite], clients.id, true)).toBeNull();
  });

  it('are renamed (with their slug), recoloured and deleted by their owner only', async () => {
    const [clients] = await labelsOf(db, SITE, owner);
    const [othersClients] = await labelsOf(db, SITE, other);
    expect(await updateLabel(db, SITE, owner, clients!.id, { name: 'Key clients', color: 'violet' })).toEqual(
      { slug: 'key-clients' },
    );
    await createLabel(db, SITE, owner, { name: 'Later', color: 'slate' });
    await expect(
      updateLabel(db, SITE, owner, clients!.id, { name: 'LATER', color: 'slate' }),
    ).rejects.toBeInstanceOf(LabelNameTaken);
    expect(
      await updateLabel(db, SITE, owner, othersClients!.id, { name: 'Hijacked', color: 'red' }),
    ).toBeNull();
    expect(
      await updateLabel(db, OTHER_SITE, owner, clients!.id, { name: 'Elsewhere', color: 'red' }),
    ).toBeNull();
    expect(await deleteLabel(db, SITE, owner, othersClients!.id)).toBe(false);
    expect(await deleteLabel(db, SITE, owner, clients!.id)).toBe(true);
    expect(await db.select().from(mailLabel).where(eq(mailLabel.id, othersClients!.id))).toHaveLength(1);
    expect(await idsIn(owner, inbox)).toEqual([ids.fromVisitor, ids.fromMember]);
  });
});
