'use server';

import { abilityFrom } from '@/lib/auth/abilities';
import { currentViewer } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import { z } from '@/lib/zod';
import type { SiteId } from '@/sites';
import { isOrderStatus } from './order-status';
import { moveOrder, OrderMoveRefused, OrderNotFound } from './orders';
import { recordReferral, ReferrerNotMember } from './referrals';
import { referralFormSchema, type ReferralFormValues } from './referral-schema';
import { saveShopSettings } from './settings';
import { shopSettingsSchema, type ShopSettings } from './settings-schema';

export type ShopActionError = 'unauthenticated' | 'forbidden' | 'notFound' | 'invalid' | 'refused' | 'failed';
export type ShopActionResult = { ok: true } | { ok: false; error: ShopActionError };

const orderIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,40}$/);

type ShopAdmin = { siteId: SiteId; userId: string };

/**
 * The site from the host, the admin from the session and their `Shop` ability there (docs/architecture.md
 * §4), never from what the client sends. A session of another site is no session here.
 */
async function authorize(): Promise<ShopAdmin | { ok: false; error: ShopActionError }> {
  const site = await siteOfRequestHeaders();
  const viewer = await currentViewer(site.id);
  if (viewer.kind !== 'member') return { ok: false, error: 'unauthenticated' };
  if (!abilityFrom(viewer.abilityRules).can('manage', 'Shop')) return { ok: false, error: 'forbidden' };
  return { siteId: site.id, userId: viewer.userId };
}

async function run(work: () => Promise<unknown>): Promise<ShopActionResult> {
  try {
    await work();
    return { ok: true };
  } catch (error) {
    if (error instanceof OrderNotFound) return { ok: false, error: 'notFound' };
    if (error instanceof OrderMoveRefused) return { ok: false, error: 'refused' };
    if (error instanceof ReferrerNotMember) return { ok: false, error: 'invalid' };
    console.error('[shop] action failed:', error);
    return { ok: false, error: 'failed' };
  }
}

/** Moves an order of this site to the next status, as the order state machine allows. */
export async function moveOrderAction(orderId: string, status: string): Promise<ShopActionResult> {
  const id = orderIdSchema.safeParse(orderId);
  if (!id.success) return { ok: false, error: 'notFound' };
  if (typeof status !== 'string' || !isOrderStatus(status)) return { ok: false, error: 'invalid' };
  const admin = await authorize();
  if (!('userId' in admin)) return admin;
  return run(() => moveOrder(getDb(), admin.siteId, admin.userId, id.data, status));
}

/** Records a referral of a member of this site. */
export async function recordReferralAction(input: ReferralFormValues): Promise<ShopActionResult> {
  const value = referralFormSchema.safeParse(input);
  if (!value.success) return { ok: false, error: 'invalid' };
  const admin = await authorize();
  if (!('userId' in admin)) return admin;
  const { referrerId, email, commission } = value.data;
  return run(() =>
    recordReferral(getDb(), admin.siteId, {
      referrerId,
      email,
      commission: Number(commission.replace(',', '.')).toFixed(2),
    }),
  );
}

/** Stores the shop's settings of this site. */
export async function saveShopSettingsAction(input: ShopSettings): Promise<ShopActionResult> {
  const value = shopSettingsSchema.safeParse(input);
  if (!value.success) return { ok: false, error: 'invalid' };
  const admin = await authorize();
  if (!('userId' in admin)) return admin;
  return run(() => saveShopSettings(getDb(), admin.siteId, value.data));
}
