/**
 * Invoices as a request runs their actions (see action-access.test.ts): totals computed on the
 * server whatever the client sends, numbers per site and year taken in parallel without a clash,
 * the mail through the outbox, and every refusal: signed out, without scope internal, another
 * member's invoice, another site, someone else's offer, a buyer who is not a member.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Auth } from '@/lib/auth/auth';
import { setMembership } from '@/lib/auth/membership';
import type { Database } from '@/lib/db/client';
import { invoice, invoiceLine } from '@/lib/db/schema';
import {
  deleteInvoiceAction,
  markInvoicePaidAction,
  saveInvoiceAction,
  sendInvoiceAction,
} from '@/lib/invoices/actions';
import type { InvoiceFormValues } from '@/lib/invoices/invoice-schema';
import { createInvoice } from '@/lib/invoices/repository';
import { saveListingAction } from '@/lib/listings/actions';
import { signIn, TestBrowser } from './auth-client';
import { requestFrom } from './next-request';
import { freshAppDatabase } from './test-database';
import { bondListingForm, insertPerson } from './test-helpers';

vi.mock('next/headers', () => import('./next-request'));
vi.mock('next/cache', () => import('./next-request'));

// The mail outbox of this file only.
const dataDir = mkdtempSync(join(tmpdir(), 'multisite-invoices-'));
process.env.DATA_DIR = dataDir;

const BOND = 'http://bond.localhost:3000';
const TUTORING = 'http://tutoring.localhost:3000';

let db: Database;
let auth: Auth;
const on = {} as Record<'owner' | 'other' | 'viewer' | 'ownerOnTutoring', TestBrowser>;
const ids = { owner: '', buyer: '', offer: '', othersOffer: '' };

function as<T>(browser: TestBrowser, action: () => Promise<T>, origin?: string): Promise<T> {
  requestFrom(browser, origin);
  return action();
}

function outboxMails(): { to: string; subject: string; text: string }[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')));
}

const form = (overrides: Partial<InvoiceFormValues> = {}): InvoiceFormValues => ({
  listingId: ids.offer,
  buyerId: '',
  buyerName: 'Ada Buyer',
  buyerEmail: 'ada@example.com',
  buyerAddress: 'Ringstraße 1, Wien',
  issuedOn: '2026-03-02',
  dueOn: '2026-03-16',
  note: 'IBAN AT00 0000',
  lines: [
    { description: 'Green municipal bond 2031', quantity: '3', unitPrice: '1.15' },
    { description: 'Advice', quantity: '0.5', unitPrice: '0.05' },
  ],
  ...overrides,
});

async function stored(id: string) {
  const [row] = await db
    .select({
      status: invoice.status,
      subtotal: invoice.subtotal,
      tax: invoice.tax,
      total: invoice.total,
      buyerName: invoice.buyerName,
      number: invoice.number,
    })
    .from(invoice)
    .where(eq(invoice.id, id));
  return row;
}

async function created(overrides: Partial<InvoiceFormValues> = {}): Promise<string> {
  const result = await as(on.owner, () => saveInvoiceAction(null, form(overrides)));
  if (!result.ok) throw new Error(`the owner could not create an invoice: ${result.error}`);
  return result.id;
}

const invoiceCount = async () =>
  (await db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM invoice`)).rows[0]!.count;

beforeAll(async () => {
  ({ db, auth } = await freshAppDatabase());
  const owner = await signIn(auth, BOND, 'seller@example.com', { name: 'Sam Seller' });
  const other = await signIn(auth, BOND, 'other@example.com');
  const viewer = await signIn(auth, BOND, 'viewer@example.com');
  const buyer = await signIn(auth, BOND, 'buyer@example.com', { name: 'Bea Member' });
  const ownerOnTutoring = await signIn(auth, TUTORING, 'seller@example.com', { signUp: false });
  await setMembership(db, owner.id, 'bond', { roles: ['member'], scopes: ['internal'] });
  await setMembership(db, other.id, 'bond', { roles: ['member'], scopes: ['internal'] });
  await setMembership(db, viewer.id, 'bond', { roles: ['member'], scopes: [] });
  await setMembership(db, buyer.id, 'bond', { roles: ['member'], scopes: ['internal'] });
  await setMembership(db, owner.id, 'tutoring', { roles: ['member'], scopes: ['internal'] });
  Object.assign(on, {
    owner: owner.browser,
    other: other.browser,
    viewer: viewer.browser,
    ownerOnTutoring: ownerOnTutoring.browser,
  });
  ids.owner = owner.id;
  ids.buyer = buyer.id;
  const offer = await as(on.owner, () => saveListingAction(null, bondListingForm()));
  const othersOffer = await as(on.other, () =>
    saveListingAction(null, bondListingForm({ productName: 'Not yours' })),
  );
  if (!offer.ok || !othersOffer.ok) throw new Error('the offers could not be published');
  ids.offer = offer.id;
  ids.othersOffer = othersOffer.id;
});

beforeEach(() => rmSync(join(dataDir, 'outbox'), { recursive: true, force: true }));

describe('saving an invoice', () => {
  it('computes the totals from the lines on the server, with the site tax rate', async () => {
    // Whatever totals a client might add are not part of the schema: only the lines count.
    const tampered = { ...form(), subtotal: '0.01', total: '0.01' } as InvoiceFormValues;
    const result = await as(on.owner, () => saveInvoiceAction(null, tampered));
    if (!result.ok) throw new Error(result.error);
    // 3 × 1.15 = 3.45; 0.5 × 0.05 = 0.025 → 0.03; bond's tax rate is 0 %.
    expect(await stored(result.id)).toMatchObject({
      status: 'draft',
      subtotal: '3.48',
      tax: '0.00',
      total: '3.48',
    });
    const lines = await db.select().from(invoiceLine).where(eq(invoiceLine.invoiceId, result.id));
    expect(lines.map((line) => [line.position, line.amount]).sort()).toEqual([
      [0, '3.45'],
      [1, '0.03'],
    ]);
  });

  it('keeps what was typed out of the database when the form is invalid, and names the fields', async () => {
    const before = await invoiceCount();
    const result = await as(on.owner, () =>
      saveInvoiceAction(
        null,
        form({ buyerEmail: 'nope', lines: [{ description: '', quantity: '0', unitPrice: 'x' }] }),
      ),
    );
    expect(result).toMatchObject({
      ok: false,
      error: 'invalid',
      fieldErrors: {
        buyerEmail: 'error_email',
        'lines.0.description': 'error_descriptionRequired',
        'lines.0.quantity': 'error_quantity',
        'lines.0.unitPrice': 'error_amount',
      },
    });
    expect(await invoiceCount()).toBe(before);
  });

  it("refuses another member's offer and a buyer who is not a member of the site", async () => {
    const before = await invoiceCount();
    expect(await as(on.owner, () => saveInvoiceAction(null, form({ listingId: ids.othersOffer })))).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: { listingId: 'error_reference' },
    });
    const stranger = await insertPerson(db, 'Not a member');
    expect(
      await as(on.owner, () => saveInvoiceAction(null, form({ buyerId: stranger, buyerEmail: '' }))),
    ).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: { buyerId: 'error_reference' },
    });
    // The owner's offer of bond is not theirs on tutoring either.
    expect(await as(on.ownerOnTutoring, () => saveInvoiceAction(null, form()))).toMatchObject({
      ok: false,
      fieldErrors: { listingId: 'error_reference' },
    });
    expect(await invoiceCount()).toBe(before);
  });

  it("mails a member buyer at their account's address, whatever e-mail the form carries", async () => {
    const id = await created({ buyerId: ids.buyer, buyerName: 'Bea Member', buyerEmail: 'typed@evil.test' });
    expect(await as(on.owner, () => sendInvoiceAction(id))).toEqual({ ok: true, id });
    expect(outboxMails().map((mail) => mail.to)).toEqual(['buyer@example.com']);
  });
});

describe('numbering', () => {
  it('gives invoices created at the same moment distinct consecutive numbers per site and year', async () => {
    const scope = { siteId: 'product' as const, currency: 'EUR', taxRate: '19' };
    const seller = await insertPerson(db, 'Parallel Seller');
    const values = { ...form({ listingId: '', issuedOn: '2031-05-01', dueOn: '2031-05-02' }) };
    const created = await Promise.all(
      Array.from({ length: 8 }, () => createInvoice(db, scope, seller, values)),
    );
    const numbers = await db
      .select({ number: invoice.number })
      .from(invoice)
      .where(eq(invoice.siteId, 'product'));
    expect(created).toHaveLength(8);
    expect(numbers.map((row) => row.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Another year starts again at 1.
    const next = await createInvoice(
      db,
      scope,
      seller,
      form({ listingId: '', issuedOn: '2032-01-03', dueOn: '2032-01-03' }),
    );
    expect(await stored(next)).toMatchObject({ number: 1, tax: '0.66' }); // 19 % of 3.48 = 0.6612
  });
});

describe('the life of an invoice', () => {
  it('goes draft → sent (mailed) → paid, and a paid invoice is read-only', async () => {
    const id = await created();
    expect(await as(on.owner, () => markInvoicePaidAction(id))).toEqual({ ok: false, error: 'locked' });
    expect(await as(on.owner, () => sendInvoiceAction(id))).toEqual({ ok: true, id });
    const [mail] = outboxMails();
    expect(mail?.to).toBe('ada@example.com');
    expect(mail?.subject).toMatch(/^Invoice INV-2026-\d{4} from Sam Seller \(Maturis\)$/);
    expect(mail?.text).toContain('Green municipal bond 2031');
    expect(mail?.text).toContain('IBAN AT00 0000');
    expect(mail?.text).not.toContain('http');
    expect((await stored(id))?.status).toBe('sent');

    // Editing a sent invoice puts it back to draft.
    expect(await as(on.owner, () => saveInvoiceAction(id, form({ buyerName: 'Ada B. Buyer' })))).toEqual({
      ok: true,
      id,
    });
    expect(await stored(id)).toMatchObject({ status: 'draft', buyerName: 'Ada B. Buyer' });
    await as(on.owner, () => sendInvoiceAction(id));
    expect(await as(on.owner, () => markInvoicePaidAction(id))).toEqual({ ok: true, id });
    expect((await stored(id))?.status).toBe('paid');

    const locked = { ok: false, error: 'locked' };
    expect(await as(on.owner, () => saveInvoiceAction(id, form({ buyerName: 'Changed' })))).toEqual(locked);
    expect(await as(on.owner, () => sendInvoiceAction(id))).toEqual(locked);
    expect(await as(on.owner, () => deleteInvoiceAction(id))).toEqual(locked);
    expect(await stored(id)).toMatchObject({ status: 'paid', buyerName: 'Ada B. Buyer' });
  });

  it('deletes a draft only', async () => {
    const draft = await created();
    expect(await as(on.owner, () => deleteInvoiceAction(draft))).toEqual({ ok: true, id: draft });
    expect(await stored(draft)).toBeUndefined();
    const sent = await created();
    await as(on.owner, () => sendInvoiceAction(sent));
    expect(await as(on.owner, () => deleteInvoiceAction(sent))).toEqual({ ok: false, error: 'locked' });
  });
});

describe('authorization', () => {
  let id: string;
  beforeAll(async () => {
    id = await created();
  });

  const refusals = [
    ['signed out', () => new TestBrowser(auth, BOND), undefined, 'unauthenticated'],
    ['without scope internal', () => on.viewer, undefined, 'forbidden'],
    ["another member (not the invoice's owner)", () => on.other, undefined, 'notFound'],
    ['the owner, signed in on another site', () => on.ownerOnTutoring, undefined, 'notFound'],
    ["the owner's session replayed to another site", () => on.owner, TUTORING, 'unauthenticated'],
  ] as const;

  it.each(refusals)('refuse every change %s, and change nothing', async (_who, who, origin, error) => {
    const before = await stored(id);
    const refused = { ok: false, error };
    expect(await as(who(), () => saveInvoiceAction(id, form({ buyerName: 'Hijacked' })), origin)).toEqual(
      refused,
    );
    expect(await as(who(), () => sendInvoiceAction(id), origin)).toEqual(refused);
    expect(await as(who(), () => markInvoicePaidAction(id), origin)).toEqual(refused);
    expect(await as(who(), () => deleteInvoiceAction(id), origin)).toEqual(refused);
    expect(await stored(id)).toEqual(before);
    expect(outboxMails()).toEqual([]);
  });

  it.each([
    ['signed out', () => new TestBrowser(auth, BOND), 'unauthenticated'],
    ['without scope internal', () => on.viewer, 'forbidden'],
  ] as const)('refuse a new invoice %s', async (_who, who, error) => {
    const before = await invoiceCount();
    expect(await as(who(), () => saveInvoiceAction(null, form({ listingId: '' })))).toEqual({
      ok: false,
      error,
    });
    expect(await invoiceCount()).toBe(before);
  });

  it('treats an id that is not one as not found', async () => {
    expect(await as(on.owner, () => sendInvoiceAction('../../etc'))).toEqual({
      ok: false,
      error: 'notFound',
    });
  });
});
