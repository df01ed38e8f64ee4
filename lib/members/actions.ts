'use server';

import { abilityFrom, type Subject } from '@/lib/auth/abilities';
import { USER_ID_PATTERN } from '@/lib/auth/api-token-verify';
import { currentViewer } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import type { SiteId } from '@/sites';
import {
  changeMembership,
  MemberChangeRefused,
  MemberNotFound,
  restoreMember,
  suspendMember,
} from './member-admin';
import { z } from '@/lib/zod';
import {
  membershipFormSchema,
  permissionMatrixSchema,
  type MembershipFormValues,
  type PermissionMatrixValues,
} from './member-schemas';
import type { MemberAdmin, MembershipRefusal } from './membership-rules';
import { resetPermissions, updatePermissions } from './permission-admin';

export type MemberActionError =
  'unauthenticated' | 'forbidden' | 'notFound' | 'invalid' | 'failed' | MembershipRefusal;
export type MemberActionResult = { ok: true } | { ok: false; error: MemberActionError };

const memberIdSchema = z.string().regex(USER_ID_PATTERN);

type Admin = { siteId: SiteId; actor: MemberAdmin };

/**
 * The site from the host, the admin from the session and their ability there (docs/architecture.md
 * §4): never from what the client sends. A session of another site is no session here.
 */
async function authorize(subject: Extract<Subject, 'Member' | 'Role'>): Promise<Admin | MemberActionResult> {
  const site = await siteOfRequestHeaders();
  const viewer = await currentViewer(site.id);
  if (viewer.kind !== 'member') return { ok: false, error: 'unauthenticated' };
  const ability = abilityFrom(viewer.abilityRules);
  if (!ability.can('manage', subject)) return { ok: false, error: 'forbidden' };
  return { siteId: site.id, actor: { userId: viewer.userId, isAdmin: ability.can('manage', 'all') } };
}

async function run(work: () => Promise<void>): Promise<MemberActionResult> {
  try {
    await work();
    return { ok: true };
  } catch (error) {
    if (error instanceof MemberNotFound) return { ok: false, error: 'notFound' };
    if (error instanceof MemberChangeRefused) return { ok: false, error: error.reason };
    console.error('[members] action failed:', error);
    return { ok: false, error: 'failed' };
  }
}

/** Grants a member exactly these roles and scopes on this site. */
export async function updateMembershipAction(
  memberId: string,
  input: MembershipFormValues,
): Promise<MemberActionResult> {
  const id = memberIdSchema.safeParse(memberId);
  const value = membershipFormSchema.safeParse(input);
  if (!id.success) return { ok: false, error: 'notFound' };
  if (!value.success) return { ok: false, error: 'invalid' };
  const admin = await authorize('Member');
  if (!('actor' in admin)) return admin;
  return run(() => changeMembership(getDb(), admin.siteId, admin.actor, id.data, value.data));
}

/** Suspends a member on this site: their sessions and sockets end at once. */
export async function suspendMemberAction(memberId: string): Promise<MemberActionResult> {
  const id = memberIdSchema.safeParse(memberId);
  if (!id.success) return { ok: false, error: 'notFound' };
  const admin = await authorize('Member');
  if (!('actor' in admin)) return admin;
  return run(() => suspendMember(getDb(), admin.siteId, admin.actor, id.data));
}

export async function restoreMemberAction(memberId: string): Promise<MemberActionResult> {
  const id = memberIdSchema.safeParse(memberId);
  if (!id.success) return { ok: false, error: 'notFound' };
  const admin = await authorize('Member');
  if (!('actor' in admin)) return admin;
  return run(() => restoreMember(getDb(), admin.siteId, admin.actor, id.data));
}

/** Stores the site's role and scope → permission matrix (the admin role keeps everything). */
export async function savePermissionsAction(input: PermissionMatrixValues): Promise<MemberActionResult> {
  const matrix = permissionMatrixSchema.safeParse(input);
  if (!matrix.success) return { ok: false, error: 'invalid' };
  const admin = await authorize('Role');
  if (!('actor' in admin)) return admin;
  return run(() => updatePermissions(getDb(), admin.siteId, admin.actor.userId, matrix.data));
}

export async function resetPermissionsAction(): Promise<MemberActionResult> {
  const admin = await authorize('Role');
  if (!('actor' in admin)) return admin;
  return run(() => resetPermissions(getDb(), admin.siteId, admin.actor.userId));
}
