'use server';

import { updateTag } from 'next/cache';
import { abilityFrom } from '@/lib/auth/abilities';
import { currentViewer } from '@/lib/auth/session';
import type { Viewer } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { deleteStoredMedia } from '@/lib/media/cleanup';
import { getStorage } from '@/lib/storage';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import type { SiteConfig } from '@/sites';
import { LISTING_STATUSES, type ListingStatus } from './constants';
import { listingTag, siteListingsTag } from './cache-tags';
import { forgetSearches } from './search-cache';
import { listingFormSchema, listingIdSchema, type ListingFormValues } from './listing-schema';
import {
  createListing,
  deleteListing,
  ForeignMedia,
  ListingForbidden,
  ListingNotFound,
  setListingStatus,
  updateListing,
  type Editor,
} from './repository';
import { listingScope } from './scope';
import { searchConfigFor } from './search-config';

export type ActionResult =
  | { ok: true; id: string }
  | {
      ok: false;
      error: 'unauthenticated' | 'forbidden' | 'notFound' | 'invalid' | 'imagesInvalid' | 'failed';
      fieldErrors?: Record<string, string>;
    };

type Member = Extract<Viewer, { kind: 'member' }>;

/** Resolve site and session, and authorize: the same steps for every listing action. */
async function authorize(): Promise<{ site: SiteConfig; viewer: Member; editor: Editor } | ActionResult> {
  const site = await siteOfRequestHeaders();
  const viewer = await currentViewer(site.id);
  if (viewer.kind !== 'member') return { ok: false, error: 'unauthenticated' };
  const ability = abilityFrom(viewer.abilityRules);
  if (!ability.can('create', 'Listing')) return { ok: false, error: 'forbidden' };
  return { site, viewer, editor: { userId: viewer.userId, isAdmin: ability.can('manage', 'all') } };
}

function mapError(error: unknown): ActionResult {
  if (error instanceof ListingNotFound) return { ok: false, error: 'notFound' };
  if (error instanceof ListingForbidden) return { ok: false, error: 'forbidden' };
  if (error instanceof ForeignMedia) return { ok: false, error: 'imagesInvalid' };
  console.error('[listings] action failed:', error);
  return { ok: false, error: 'failed' };
}

function refresh(siteId: string, id: string) {
  updateTag(listingTag(id));
  updateTag(siteListingsTag(siteId));
  forgetSearches(siteId);
}

/** Creates (id null) or updates a listing from the form; the same zod schema as the form. */
export async function saveListingAction(id: string | null, input: ListingFormValues): Promise<ActionResult> {
  const parsed = listingFormSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    return { ok: false, error: 'invalid', fieldErrors };
  }
  if (id !== null && !listingIdSchema.safeParse(id).success) return { ok: false, error: 'notFound' };
  const context = await authorize();
  if (!('site' in context)) return context;
  const scope = {
    siteId: listingScope(context.site),
    currency: context.site.currency,
    searchConfig: searchConfigFor(context.site.defaultLang),
  };
  try {
    const savedId = id ?? (await createListing(getDb(), scope, context.viewer.userId, parsed.data));
    if (id) {
      const removed = await updateListing(getDb(), scope, context.editor, id, parsed.data);
      await deleteStoredMedia(getStorage(), removed);
    }
    refresh(scope.siteId, savedId);
    return { ok: true, id: savedId };
  } catch (error) {
    return mapError(error);
  }
}

export async function setListingStatusAction(id: string, status: ListingStatus): Promise<ActionResult> {
  if (!listingIdSchema.safeParse(id).success || !LISTING_STATUSES.includes(status))
    return { ok: false, error: 'invalid' };
  const context = await authorize();
  if (!('site' in context)) return context;
  try {
    await setListingStatus(getDb(), listingScope(context.site), context.editor, id, status);
    refresh(listingScope(context.site), id);
    return { ok: true, id };
  } catch (error) {
    return mapError(error);
  }
}

export async function deleteListingAction(id: string): Promise<ActionResult> {
  if (!listingIdSchema.safeParse(id).success) return { ok: false, error: 'invalid' };
  const context = await authorize();
  if (!('site' in context)) return context;
  try {
    const images = await deleteListing(getDb(), listingScope(context.site), context.editor, id);
    await deleteStoredMedia(getStorage(), images);
    refresh(listingScope(context.site), id);
    return { ok: true, id };
  } catch (error) {
    return mapError(error);
  }
}
