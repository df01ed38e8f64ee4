import 'server-only';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { listing } from '@/lib/db/schema';
import { listingCategory, productCategory } from '@/lib/db/schema-shop';
import { newId } from '@/lib/ids';
import type { SiteId } from '@/sites';

/*
 * Product categories of a listing scope (docs/apps.md, E-commerce): the scope's listings are the
 * shop's products, so a site that shows another's listings shares its categories too.
 */

export class CategoryNotFound extends Error {}
export class CategorySlugTaken extends Error {}
/** A listing id that is not one of the scope's listings. */
export class ProductNotFound extends Error {}

export interface CategoryInput {
  name: string;
  slug: string;
  description: string;
}

export interface CategoryRow extends CategoryInput {
  id: string;
  productCount: number;
}

const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
};

export async function listCategories(db: Database, scope: SiteId): Promise<CategoryRow[]> {
  const rows = await db
    .select({
      id: productCategory.id,
      name: productCategory.name,
      slug: productCategory.slug,
      description: productCategory.description,
      productCount: count(listingCategory.listingId),
    })
    .from(productCategory)
    .leftJoin(listingCategory, eq(listingCategory.categoryId, productCategory.id))
    .where(eq(productCategory.siteId, scope))
    .groupBy(productCategory.id)
    .orderBy(asc(productCategory.name));
  return rows;
}

export async function createCategory(db: Database, scope: SiteId, input: CategoryInput): Promise<string> {
  const id = newId();
  try {
    await db.insert(productCategory).values({ id, siteId: scope, ...input });
  } catch (error) {
    if (isUniqueViolation(error)) throw new CategorySlugTaken();
    throw error;
  }
  return id;
}

export async function updateCategory(db: Database, scope: SiteId, id: string, input: CategoryInput) {
  try {
    const updated = await db
      .update(productCategory)
      .set(input)
      .where(and(eq(productCategory.id, id), eq(productCategory.siteId, scope)))
      .returning({ id: productCategory.id });
    if (!updated.length) throw new CategoryNotFound();
  } catch (error) {
    if (isUniqueViolation(error)) throw new CategorySlugTaken();
    throw error;
  }
}

/** Deletes the category; its products keep existing, uncategorised (the link rows cascade). */
export async function deleteCategory(db: Database, scope: SiteId, id: string): Promise<void> {
  const deleted = await db
    .delete(productCategory)
    .where(and(eq(productCategory.id, id), eq(productCategory.siteId, scope)))
    .returning({ id: productCategory.id });
  if (!deleted.length) throw new CategoryNotFound();
}

/** Puts these listings of the scope in the category, or in none (null); all or nothing. */
export async function assignCategory(
  db: Database,
  scope: SiteId,
  listingIds: readonly string[],
  categoryId: string | null,
): Promise<void> {
  const ids = [...new Set(listingIds)];
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: listing.id })
      .from(listing)
      .where(and(inArray(listing.id, ids), eq(listing.siteId, scope)));
    if (found.length !== ids.length) throw new ProductNotFound();
    if (categoryId === null) {
      await tx.delete(listingCategory).where(inArray(listingCategory.listingId, ids));
      return;
    }
    const [category] = await tx
      .select({ id: productCategory.id })
      .from(productCategory)
      .where(and(eq(productCategory.id, categoryId), eq(productCategory.siteId, scope)));
    if (!category) throw new CategoryNotFound();
    await tx
      .insert(listingCategory)
      .values(ids.map((listingId) => ({ listingId, categoryId })))
      .onConflictDoUpdate({ target: listingCategory.listingId, set: { categoryId } });
  });
}

/** Whether the category is one of the scope's. */
export async function categoryExists(db: Database, scope: SiteId, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: productCategory.id })
    .from(productCategory)
    .where(and(eq(productCategory.id, id), eq(productCategory.siteId, scope)));
  return Boolean(row);
}
