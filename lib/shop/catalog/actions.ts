'use server';

import { updateTag } from 'next/cache';
import { abilityFrom } from '@/lib/auth/abilities';
import { currentViewer } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { saveListingAction, type ActionResult } from '@/lib/listings/actions';
import { listingTag, siteListingsTag } from '@/lib/listings/cache-tags';
import { LISTING_STATUSES, type ListingStatus } from '@/lib/listings/constants';
import { listingIdSchema, type ListingFormValues } from '@/lib/listings/listing-schema';
import { ListingNotFound, setListingStatus } from '@/lib/listings/repository';
import { listingScope } from '@/lib/listings/scope';
import { forgetSearches } from '@/lib/listings/search-cache';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import type { SiteId } from '@/sites';
import * as z from '@/lib/zod-mini';
import { categoryFormSchema, categorySlugOf, type CategoryFormValues } from './catalog-schemas';
import {
  assignCategory,
  categoryExists,
  CategoryNotFound,
  CategorySlugTaken,
  createCategory,
  deleteCategory,
  ProductNotFound,
  updateCategory,
} from './categories';
import { deleteReview, moderateReview, ReviewNotFound } from './reviews';

/*
 * The shop admin's actions (docs/apps.md, E-commerce): each one resolves the site from the host and
 * the viewer from the session, and needs the Shop ability there (admins by default).
 */

export type ShopActionError =
  'unauthenticated' | 'forbidden' | 'notFound' | 'invalid' | 'slugTaken' | 'failed';
export type ShopActionResult =
  { ok: true; id?: string } | { ok: false; error: ShopActionError; fieldErrors?: Record<string, string> };

const idSchema = listingIdSchema;
const idsSchema = z.array(idSchema).check(z.minLength(1), z.maxLength(500));

type Refusal = { ok: false; error: 'unauthenticated' | 'forbidden' };

async function authorizeShop(): Promise<{ scope: SiteId } | Refusal> {
  const site = await siteOfRequestHeaders();
  const viewer = await currentViewer(site.id);
  if (viewer.kind !== 'member') return { ok: false, error: 'unauthenticated' };
  if (!abilityFrom(viewer.abilityRules).can('manage', 'Shop')) return { ok: false, error: 'forbidden' };
  return { scope: listingScope(site) };
}

async function run(work: () => Promise<string | void>): Promise<ShopActionResult> {
  try {
    const id = await work();
    return id ? { ok: true, id } : { ok: true };
  } catch (error) {
    if (error instanceof CategorySlugTaken)
      return { ok: false, error: 'slugTaken', fieldErrors: { slug: 'slugTaken' } };
    if (
      error instanceof CategoryNotFound ||
      error instanceof ProductNotFound ||
      error instanceof ReviewNotFound ||
      error instanceof ListingNotFound
    )
      return { ok: false, error: 'notFound' };
    console.error('[shop] action failed:', error);
    return { ok: false, error: 'failed' };
  }
}

function parseCategory(
  input: unknown,
): { name: string; slug: string; description: string } | ShopActionResult {
  const parsed = categoryFormSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    return { ok: false, error: 'invalid', fieldErrors };
  }
  const slug = categorySlugOf(parsed.data);
  if (!slug) return { ok: false, error: 'invalid', fieldErrors: { slug: 'slugInvalid' } };
  return { ...parsed.data, slug };
}

/** Creates (id null) or renames a category of the site's catalog. */
export async function saveCategoryAction(
  id: string | null,
  input: CategoryFormValues,
): Promise<ShopActionResult> {
  const values = parseCategory(input);
  if ('ok' in values) return values;
  if (id !== null && !idSchema.safeParse(id).success) return { ok: false, error: 'notFound' };
  const context = await authorizeShop();
  if (!('scope' in context)) return context;
  return run(async () => {
    if (id === null) return createCategory(getDb(), context.scope, values);
    await updateCategory(getDb(), context.scope, id, values);
    return id;
  });
}

export async function deleteCategoryAction(id: string): Promise<ShopActionResult> {
  if (!idSchema.safeParse(id).success) return { ok: false, error: 'notFound' };
  const context = await authorizeShop();
  if (!('scope' in context)) return context;
  return run(() => deleteCategory(getDb(), context.scope, id));
}

/** Puts products of the site in a category, or in none (categoryId null). */
export async function setProductsCategoryAction(
  ids: string[],
  categoryId: string | null,
): Promise<ShopActionResult> {
  if (!idsSchema.safeParse(ids).success || (categoryId !== null && !idSchema.safeParse(categoryId).success))
    return { ok: false, error: 'invalid' };
  const context = await authorizeShop();
  if (!('scope' in context)) return context;
  return run(() => assignCategory(getDb(), context.scope, ids, categoryId));
}

/** Publishes or unpublishes products of the site, whoever owns them. */
export async function setProductsStatusAction(
  ids: string[],
  status: ListingStatus,
): Promise<ShopActionResult> {
  if (!idsSchema.safeParse(ids).success || !LISTING_STATUSES.includes(status))
    return { ok: false, error: 'invalid' };
  const context = await authorizeShop();
  if (!('scope' in context)) return context;
  const db = getDb();
  // The shop admin edits any product of the site: the Shop ability stands for the owner check.
  const editor = { userId: '', isAdmin: true };
  return run(async () => {
    try {
      for (const id of new Set(ids)) await setListingStatus(db, context.scope, editor, id, status);
    } finally {
      for (const id of ids) updateTag(listingTag(id));
      updateTag(siteListingsTag(context.scope));
      forgetSearches(context.scope);
    }
  });
}

/** The add-product form: the listing form's own action, then the chosen category of the site. */
export async function addProductAction(
  values: ListingFormValues,
  categoryId: string | null,
): Promise<ActionResult> {
  if (categoryId !== null && !idSchema.safeParse(categoryId).success) return { ok: false, error: 'invalid' };
  const context = await authorizeShop();
  if (!('scope' in context)) return context;
  if (categoryId !== null && !(await categoryExists(getDb(), context.scope, categoryId)))
    return { ok: false, error: 'notFound' };
  const saved = await saveListingAction(null, values);
  if (!saved.ok || categoryId === null) return saved;
  const assigned = await run(() => assignCategory(getDb(), context.scope, [saved.id], categoryId));
  return assigned.ok ? saved : { ok: false, error: 'failed' };
}

const MODERATIONS = ['approved', 'rejected'] as const;

/** Approves or rejects a review; the offer page's cached render is refreshed at once. */
export async function moderateReviewAction(
  id: string,
  status: (typeof MODERATIONS)[number],
): Promise<ShopActionResult> {
  if (!idSchema.safeParse(id).success || !MODERATIONS.includes(status))
    return { ok: false, error: 'invalid' };
  const context = await authorizeShop();
  if (!('scope' in context)) return context;
  return run(async () => {
    updateTag(listingTag(await moderateReview(getDb(), context.scope, id, status)));
  });
}

export async function deleteReviewAction(id: string): Promise<ShopActionResult> {
  if (!idSchema.safeParse(id).success) return { ok: false, error: 'invalid' };
  const context = await authorizeShop();
  if (!('scope' in context)) return context;
  return run(async () => {
    updateTag(listingTag(await deleteReview(getDb(), context.scope, id)));
  });
}
