'use server';

import { eq } from 'drizzle-orm';
import { headers } from 'next/headers';
import { currentViewer } from '@/lib/auth/session';
import type { Viewer } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { memberProfile } from '@/lib/db/schema';
import { isLocale } from '@/lib/i18n/locales';
import { localeFromUrl } from '@/lib/i18n/translator';
import { sendMail } from '@/lib/mail/mailer';
import { reserveAttempt } from '@/lib/rate-limit/fixed-window';
import { INVOICE_MAIL_RULE } from '@/lib/rate-limit/rules';
import { decideAccess } from '@/lib/routing/access';
import { routeRule } from '@/lib/routing/routes';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import { invoiceMail } from './invoice-mail';
import { invoiceFormSchema, invoiceIdSchema, type InvoiceFormValues } from './invoice-schema';
import { canSend } from './invoice-status';
import { invoiceScope } from './invoice-scope';
import {
  createInvoice,
  deleteInvoice,
  InvoiceLocked,
  InvoiceNotFound,
  InvoiceReferenceInvalid,
  ownInvoice,
  setInvoiceStatus,
  updateInvoice,
  type InvoiceScope,
} from './repository';

export type InvoiceActionError =
  'unauthenticated' | 'forbidden' | 'notFound' | 'invalid' | 'locked' | 'rateLimited' | 'failed';

export type InvoiceActionResult =
  { ok: true; id: string } | { ok: false; error: InvoiceActionError; fieldErrors?: Record<string, string> };

type Member = Extract<Viewer, { kind: 'member' }>;

/** Site from the Host, viewer from the session, and the invoice pages' own access rule: for every action. */
async function authorize(): Promise<{ scope: InvoiceScope; viewer: Member } | InvoiceActionResult> {
  const site = await siteOfRequestHeaders();
  const viewer = await currentViewer(site.id);
  if (viewer.kind !== 'member') return { ok: false, error: 'unauthenticated' };
  if (decideAccess(routeRule('/apps/invoice/list'), viewer, site.id).kind !== 'allow')
    return { ok: false, error: 'forbidden' };
  return { scope: invoiceScope(site), viewer };
}

class MailLimitReached extends Error {}

function mapError(error: unknown): InvoiceActionResult {
  if (error instanceof MailLimitReached) return { ok: false, error: 'rateLimited' };
  if (error instanceof InvoiceNotFound) return { ok: false, error: 'notFound' };
  if (error instanceof InvoiceLocked) return { ok: false, error: 'locked' };
  if (error instanceof InvoiceReferenceInvalid)
    return { ok: false, error: 'invalid', fieldErrors: { [error.field]: 'error_reference' } };
  console.error('[invoices] action failed:', error);
  return { ok: false, error: 'failed' };
}

/** Runs `work` for an authorized member on an id that parses; maps the repository's refusals. */
async function withInvoice(
  id: unknown,
  work: (context: { scope: InvoiceScope; viewer: Member }, id: string) => Promise<void>,
): Promise<InvoiceActionResult> {
  const parsed = invoiceIdSchema.safeParse(id);
  if (!parsed.success) return { ok: false, error: 'notFound' };
  const context = await authorize();
  if (!('scope' in context)) return context;
  try {
    await work(context, parsed.data);
    return { ok: true, id: parsed.data };
  } catch (error) {
    return mapError(error);
  }
}

/** Creates (id null) or saves an invoice from the form; the same zod schema as the form, totals computed here. */
export async function saveInvoiceAction(
  id: string | null,
  input: InvoiceFormValues,
): Promise<InvoiceActionResult> {
  const parsed = invoiceFormSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    return { ok: false, error: 'invalid', fieldErrors };
  }
  if (id !== null)
    return withInvoice(id, ({ scope, viewer }, invoiceId) =>
      updateInvoice(getDb(), scope, viewer.userId, invoiceId, parsed.data),
    );
  const context = await authorize();
  if (!('scope' in context)) return context;
  try {
    return { ok: true, id: await createInvoice(getDb(), context.scope, context.viewer.userId, parsed.data) };
  } catch (error) {
    return mapError(error);
  }
}

/** The buyer's own language when they are a member who chose one, else the sender's page language. */
async function mailLocale(buyerId: string | null) {
  if (buyerId) {
    const [profile] = await getDb()
      .select({ locale: memberProfile.locale })
      .from(memberProfile)
      .where(eq(memberProfile.userId, buyerId));
    if (isLocale(profile?.locale)) return profile.locale;
  }
  return localeFromUrl((await headers()).get('referer'));
}

/** Mails the invoice to its buyer, then marks it sent; a paid invoice is not sent again. */
export async function sendInvoiceAction(id: string): Promise<InvoiceActionResult> {
  return withInvoice(id, async ({ scope, viewer }, invoiceId) => {
    const db = getDb();
    const stored = await ownInvoice(db, scope.siteId, viewer.userId, invoiceId);
    if (!canSend(stored.invoice.status)) throw new InvoiceLocked();
    if ((await reserveAttempt(db, `invoice-mail:${viewer.userId}`, INVOICE_MAIL_RULE)) !== null)
      throw new MailLimitReached();
    const site = await siteOfRequestHeaders();
    await sendMail(await invoiceMail(site, await mailLocale(stored.invoice.buyerId), viewer.name, stored));
    await setInvoiceStatus(db, scope.siteId, viewer.userId, invoiceId, 'sent');
  });
}

export async function markInvoicePaidAction(id: string): Promise<InvoiceActionResult> {
  return withInvoice(id, ({ scope, viewer }, invoiceId) =>
    setInvoiceStatus(getDb(), scope.siteId, viewer.userId, invoiceId, 'paid'),
  );
}

export async function deleteInvoiceAction(id: string): Promise<InvoiceActionResult> {
  return withInvoice(id, ({ scope, viewer }, invoiceId) =>
    deleteInvoice(getDb(), scope.siteId, viewer.userId, invoiceId),
  );
}
