import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '@/lib/auth/auth';
import type { Database } from '@/lib/db/client';
import { invoice, invoiceLine, listing, membership, user } from '@/lib/db/schema';
import { setupDatabase } from '@/lib/db/setup';
import { seedDemoContent } from '@/lib/demo/seed-demo-content';
import { invoiceTotals } from '@/lib/invoices/money';
import { LocalDiskStorage } from '@/lib/storage/local-disk';
import { freshDatabase } from './test-database';

// The invoices of the demo content (lib/demo/apps/invoices.ts) on two scopes: real estate (Polish,
// shared by the local site) and fashion (English).
const NOW = new Date('2026-05-20T10:00:00Z');
let db: Database;
let mediaRoot = '';

beforeAll(async () => {
  ({ db } = await freshDatabase());
  mediaRoot = mkdtempSync(join(tmpdir(), 'multisite-demo-invoices-'));
  const storage = new LocalDiskStorage(mediaRoot);
  await setupDatabase(
    db,
    { SEED_DEMO_ACCOUNTS: true, SEED_DEMO_CONTENT: false },
    {
      auth: () => createAuth(db),
      log: () => {},
    },
  );
  await seedDemoContent(db, { storage, now: NOW, sites: ['local', 'fashion'] });
}, 240_000);

afterAll(() => rmSync(mediaRoot, { recursive: true, force: true }));

describe('demo invoices', () => {
  it('gives each demo admin and member a paid, a sent and a draft invoice for their own offers', async () => {
    for (const [scope, emails] of [
      [
        'real-estate',
        ['admin@real-estate.test', 'member@real-estate.test', 'admin@local.test', 'member@local.test'],
      ],
      ['fashion', ['admin@fashion.test', 'member@fashion.test']],
    ] as const) {
      const people = await db
        .select({ id: user.id })
        .from(user)
        .where(inArray(user.email, [...emails]));
      for (const person of people) {
        const rows = await db
          .select({ status: invoice.status, listingOwner: listing.ownerId, issuedOn: invoice.issuedOn })
          .from(invoice)
          .innerJoin(listing, eq(listing.id, invoice.listingId))
          .where(and(eq(invoice.siteId, scope), eq(invoice.ownerId, person.id)));
        expect(rows.map((row) => row.status).sort(), scope).toEqual(['draft', 'paid', 'sent']);
        for (const row of rows) {
          expect(row.listingOwner).toBe(person.id);
          expect(row.issuedOn < '2026-05-20').toBe(true);
        }
      }
    }
  });

  it('numbers them per site and year without gaps, with totals that match their lines and the site tax', async () => {
    for (const [scope, rate] of [
      ['real-estate', '23.00'],
      ['fashion', '19.00'],
    ] as const) {
      const rows = await db.select().from(invoice).where(eq(invoice.siteId, scope));
      const numbers = rows.map((row) => row.number).sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
      for (const row of rows) {
        expect(row.taxRate).toBe(rate);
        const lines = await db.select().from(invoiceLine).where(eq(invoiceLine.invoiceId, row.id));
        const totals = invoiceTotals(lines, row.taxRate);
        expect([row.subtotal, row.tax, row.total]).toEqual([totals.subtotal, totals.tax, totals.total]);
      }
    }
  });

  it('bills member buyers who are members of the site, and writes Polish texts on a Polish site', async () => {
    const rows = await db.select().from(invoice).where(eq(invoice.siteId, 'real-estate'));
    const members = rows.filter((row) => row.buyerId);
    expect(members.length).toBeGreaterThan(0);
    for (const row of members) {
      const [member] = await db
        .select()
        .from(membership)
        .where(and(eq(membership.userId, row.buyerId!), eq(membership.siteId, 'real-estate')));
      expect(member).toBeDefined();
    }
    expect(rows.some((row) => row.note.includes('Dziękujemy'))).toBe(true);
  });
});
