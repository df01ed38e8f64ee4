import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { mailLabel, mailMessageLabel, mailState, message } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { labelSlugOf, type LabelColor, type LabelInput } from './mailbox-rules';
import { ownMessages } from './repository';

/** A member's label on one scope, with how many of their messages outside the trash carry it. */
export interface MailLabel {
  id: string;
  name: string;
  slug: string;
  color: LabelColor;
  count: number;
}

/** The member already has a label with this slug on the scope. */
export class LabelNameTaken extends Error {}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** The viewer's labels by name, with their message counts. */
export async function labelsOf(db: Database, scope: string, userId: string): Promise<MailLabel[]> {
  const counted = db
    .select({ labelId: mailMessageLabel.labelId, count: sql<number>`count(*)::int`.as('count') })
    .from(mailMessageLabel)
    .innerJoin(message, eq(message.id, mailMessageLabel.messageId))
    .leftJoin(mailState, and(eq(mailState.messageId, message.id), eq(mailState.userId, userId)))
    .where(
      and(ownMessages(scope, userId), sql`${mailState.trashedAt} is null and ${mailState.deletedAt} is null`),
    )
    .groupBy(mailMessageLabel.labelId)
    .as('counted');
  const rows = await db
    .select({
      id: mailLabel.id,
      name: mailLabel.name,
      slug: mailLabel.slug,
      color: mailLabel.color,
      count: counted.count,
    })
    .from(mailLabel)
    .leftJoin(counted, eq(counted.labelId, mailLabel.id))
    .where(and(eq(mailLabel.siteId, scope), eq(mailLabel.ownerId, userId)))
    .orderBy(asc(sql`lower(${mailLabel.name})`), asc(mailLabel.id));
  return rows.map((row) => ({ ...row, color: row.color as LabelColor, count: row.count ?? 0 }));
}

async function slugTaken(
  db: Database,
  scope: string,
  userId: string,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: mailLabel.id })
    .from(mailLabel)
    .where(
      and(
        eq(mailLabel.siteId, scope),
        eq(mailLabel.ownerId, userId),
        eq(mailLabel.slug, slug),
        exceptId ? ne(mailLabel.id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
}

/** A new label (its input already parsed with labelInputSchema); LabelNameTaken for a duplicate. */
export async function createLabel(
  db: Database,
  scope: string,
  userId: string,
  input: LabelInput,
): Promise<MailLabel> {
  const slug = labelSlugOf(input.name);
  if (await slugTaken(db, scope, userId, slug)) throw new LabelNameTaken();
  const id = newId();
  try {
    await db
      .insert(mailLabel)
      .values({ id, siteId: scope, ownerId: userId, name: input.name, slug, color: input.color });
  } catch (error) {
    if (isUniqueViolation(error)) throw new LabelNameTaken();
    throw error;
  }
  return { id, name: input.name, slug, color: input.color, count: 0 };
}

/** Renames and recolours one of the viewer's labels; null when it is not theirs on the scope. */
export async function updateLabel(
  db: Database,
  scope: string,
  userId: string,
  id: string,
  input: LabelInput,
): Promise<{ slug: string } | null> {
  const slug = labelSlugOf(input.name);
  if (await slugTaken(db, scope, userId, slug, id)) throw new LabelNameTaken();
  try {
    const updated = await db
      .update(mailLabel)
      .set({ name: input.name, slug, color: input.color })
      .where(and(eq(mailLabel.id, id), eq(mailLabel.siteId, scope), eq(mailLabel.ownerId, userId)))
      .returning({ slug: mailLabel.slug });
    return updated[0] ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) throw new LabelNameTaken();
    throw error;
  }
}

/** Deletes one of the viewer's labels (its messages stay, unlabelled); false when it is not theirs. */
export async function deleteLabel(db: Database, scope: string, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(mailLabel)
    .where(and(eq(mailLabel.id, id), eq(mailLabel.siteId, scope), eq(mailLabel.ownerId, userId)))
    .returning({ id: mailLabel.id });
  return deleted.length > 0;
}
