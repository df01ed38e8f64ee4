import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { invoice, listing } from '@/lib/db/schema';
import { invoiceScope } from '@/lib/invoices/invoice-scope';
import type { InvoiceFormValues } from '@/lib/invoices/invoice-schema';
import { createInvoice } from '@/lib/invoices/repository';
import { getSite } from '@/sites';
import type { DemoPerson } from '../demo-accounts';
import type { DemoLanguage } from '../demo-types';
import type { AppDemoSeeder } from './app-demo';

const DAY_MS = 86_400_000;

/** Buyers who are not members, extra lines and notes, in the catalog's language. */
const TEXTS: Record<
  DemoLanguage,
  { buyers: { name: string; email: string; address: string }[]; extraLine: string; notes: string[] }
> = {
  en: {
    buyers: [
      {
        name: 'Harper & Lane Ltd',
        email: 'accounts@harperlane.example',
        address: '14 Mill Street\nLeeds LS1 5AB',
      },
      {
        name: 'Jordan Ellis',
        email: 'jordan.ellis@example.com',
        address: '220 Pine Avenue, Apt 3\nPortland, OR 97205',
      },
    ],
    extraLine: 'Travel and preparation',
    notes: [
      'Please pay by bank transfer within the due date, quoting the invoice number.',
      'Thank you for your business!',
    ],
  },
  pl: {
    buyers: [
      {
        name: 'Nowak i Wspólnicy sp. z o.o.',
        email: 'faktury@nowak-wspolnicy.example',
        address: 'ul. Długa 12/4\n00-238 Warszawa',
      },
      {
        name: 'Katarzyna Wiśniewska',
        email: 'k.wisniewska@example.com',
        address: 'ul. Ogrodowa 7\n31-155 Kraków',
      },
    ],
    extraLine: 'Dojazd i przygotowanie',
    notes: ['Prosimy o przelew w terminie, z numerem faktury w tytule.', 'Dziękujemy za współpracę!'],
  },
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A few invoices per demo admin and member (docs/architecture.md §11: demo content), for their own
 * demo offers over the last months: one paid, one sent and awaiting payment, one draft. One buyer
 * is the other demo person of the site, the others are outside buyers.
 */
export const seedInvoices: AppDemoSeeder = async ({ db, scope, catalog, groups, offers, now }) => {
  if (!offers.length) return;
  const prices = new Map(
    (
      await db
        .select({ id: listing.id, price: listing.price })
        .from(listing)
        .where(
          inArray(
            listing.id,
            offers.map((offer) => offer.id),
          ),
        )
    ).map((row) => [row.id, row.price]),
  );
  const texts = TEXTS[catalog.language];
  const site = invoiceScope(getSite(scope));
  const plan = [
    { status: 'paid', daysAgo: 75, quantity: '1', extra: true },
    { status: 'sent', daysAgo: 24, quantity: '2', extra: false },
    { status: 'draft', daysAgo: 3, quantity: '1', extra: true },
  ] as const;

  const seedFor = async (seller: DemoPerson, memberBuyer: DemoPerson) => {
    const own = offers.filter((offer) => offer.owner.id === seller.id);
    if (!own.length) return;
    for (const [index, step] of plan.entries()) {
      const offer = own[index % own.length]!;
      const issued = new Date(now.getTime() - step.daysAgo * DAY_MS);
      const outside = texts.buyers[index % texts.buyers.length]!;
      const buyer =
        index === 1
          ? { buyerId: memberBuyer.id, buyerName: memberBuyer.name, buyerEmail: '', buyerAddress: '' }
          : {
              buyerId: '',
              buyerName: outside.name,
              buyerEmail: outside.email,
              buyerAddress: outside.address,
            };
      const values: InvoiceFormValues = {
        listingId: offer.id,
        ...buyer,
        issuedOn: isoDay(issued),
        dueOn: isoDay(new Date(issued.getTime() + 14 * DAY_MS)),
        note: texts.notes[index % texts.notes.length]!,
        lines: [
          { description: offer.name, quantity: step.quantity, unitPrice: prices.get(offer.id) ?? '0' },
          ...(step.extra ? [{ description: texts.extraLine, quantity: '1', unitPrice: '25' }] : []),
        ],
      };
      const id = await createInvoice(db, site, seller.id, values, issued);
      if (step.status === 'draft') continue;
      const sentAt = new Date(issued.getTime() + 2 * 3_600_000);
      const paidAt = step.status === 'paid' ? new Date(issued.getTime() + 9 * DAY_MS) : null;
      await db.update(invoice).set({ status: step.status, sentAt, paidAt }).where(eq(invoice.id, id));
    }
  };

  for (const group of groups) {
    await seedFor(group.admin, group.member);
    await seedFor(group.member, group.admin);
  }
};
