import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { mailLabel, mailMessageLabel, mailState, message } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { labelSlugOf, type LabelColor } from '@/lib/mailbox/mailbox-rules';
import type { AppDemoSeeder } from './app-demo';

/** The demo admin's labels, in the catalogue's language: one for visitors' enquiries, one for members. */
const LABELS: Record<
  'en' | 'pl',
  readonly [{ name: string; color: LabelColor }, { name: string; color: LabelColor }]
> = {
  en: [
    { name: 'Enquiries', color: 'green' },
    { name: 'Follow up', color: 'amber' },
  ],
  pl: [
    { name: 'Zapytania', color: 'green' },
    { name: 'Do odpowiedzi', color: 'amber' },
  ],
};

/**
 * docs/apps.md "E-mail": each site's demo admin gets two labels over the messages demo-activity
 * seeded for them (visitors' enquiries, the member's messages) and a star on the newest one.
 */
export const seedMailboxDemo: AppDemoSeeder = async ({ db, scope, catalog, groups }) => {
  const [enquiries, followUp] = LABELS[catalog.language];
  for (const group of groups) {
    const received = await db
      .select({ id: message.id, senderId: message.senderId })
      .from(message)
      .where(and(eq(message.siteId, scope), eq(message.recipientId, group.admin.id)))
      .orderBy(desc(message.createdAt));
    if (!received.length) continue;
    const labels = [enquiries, followUp].map((label) => ({
      id: newId(),
      siteId: scope,
      ownerId: group.admin.id,
      name: label.name,
      slug: labelSlugOf(label.name),
      color: label.color,
    }));
    await db.insert(mailLabel).values(labels);
    const tagged = received.map((row) => ({ messageId: row.id, labelId: labels[row.senderId ? 1 : 0]!.id }));
    await db.insert(mailMessageLabel).values(tagged);
    await db.insert(mailState).values({ messageId: received[0]!.id, userId: group.admin.id, starred: true });
  }
};
