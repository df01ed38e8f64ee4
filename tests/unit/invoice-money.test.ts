import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber } from '@/lib/invoices/invoice-number';
import { invoiceFormSchema } from '@/lib/invoices/invoice-schema';
import { fromHundredths, invoiceTotals, toHundredths } from '@/lib/invoices/money';

describe('invoice amounts are exact decimals', () => {
  it('parses two-decimal amounts with a point or a comma, and nothing else', () => {
    expect(toHundredths('12')).toBe(1200n);
    expect(toHundredths('12,5')).toBe(1250n);
    expect(toHundredths(' 0.05 ')).toBe(5n);
    expect(['', '-1', '1.234', '1e3', 'abc', '1.2.3'].map(toHundredths)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(fromHundredths(123456789012345n)).toBe('1234567890123.45');
    expect(fromHundredths(7n)).toBe('0.07');
  });

  it('adds what floating point gets wrong', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point.
    expect(
      invoiceTotals(
        [
          { quantity: '1', unitPrice: '0.10' },
          { quantity: '1', unitPrice: '0.20' },
        ],
        '0',
      ),
    ).toEqual({
      amounts: ['0.10', '0.20'],
      subtotal: '0.30',
      tax: '0.00',
      total: '0.30',
    });
    // 1.15 × 3 is 3.4499999999999997 in floating point; the amount is 3.45.
    expect(invoiceTotals([{ quantity: '3', unitPrice: '1.15' }], '0').subtotal).toBe('3.45');
  });

  it('rounds each line to cents half up, and the tax once on the subtotal', () => {
    const totals = invoiceTotals(
      [
        { quantity: '0.5', unitPrice: '0.05' }, // 0.025 → 0.03
        { quantity: '1.25', unitPrice: '0.99' }, // 1.2375 → 1.24
      ],
      '23',
    );
    expect(totals.amounts).toEqual(['0.03', '1.24']);
    expect(totals.subtotal).toBe('1.27');
    expect(totals.tax).toBe('0.29'); // 0.2921
    expect(totals.total).toBe('1.56');
    expect(invoiceTotals([{ quantity: '1', unitPrice: '0.50' }], '8.1').tax).toBe('0.04'); // 0.0405
    expect(invoiceTotals([{ quantity: '1', unitPrice: '0.50' }], '7').tax).toBe('0.04'); // 0.035 → half up
  });

  it('keeps large amounts exact', () => {
    const totals = invoiceTotals([{ quantity: '99999999.99', unitPrice: '999999999.99' }], '23');
    expect(totals.subtotal).toBe('99999999989000000.00');
    expect(totals.total).toBe('122999999986470000.00');
  });
});

describe('invoice numbers', () => {
  it('show the year and a four-digit number per site and year', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('INV-2026-0001');
    expect(formatInvoiceNumber(2026, 12345)).toBe('INV-2026-12345');
  });
});

describe('the invoice form schema', () => {
  const valid = {
    listingId: '',
    buyerId: '',
    buyerName: 'Ada Buyer',
    buyerEmail: 'ADA@example.com ',
    buyerAddress: '',
    issuedOn: '2026-03-01',
    dueOn: '2026-03-15',
    note: '',
    lines: [{ description: 'Consulting', quantity: '2', unitPrice: '10,50' }],
  };

  it('accepts a complete invoice and normalises the e-mail', () => {
    const parsed = invoiceFormSchema.safeParse(valid);
    expect(parsed.success && parsed.data.buyerEmail).toBe('ada@example.com');
  });

  it('names the fields that are wrong', () => {
    const parsed = invoiceFormSchema.safeParse({
      ...valid,
      buyerEmail: 'nope',
      dueOn: '2026-02-01',
      lines: [{ description: '', quantity: '0', unitPrice: '1.234' }],
    });
    const issues = parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({
      buyerEmail: 'error_email',
      dueOn: 'error_dueBeforeIssue',
      'lines.0.description': 'error_descriptionRequired',
      'lines.0.quantity': 'error_quantity',
      'lines.0.unitPrice': 'error_amount',
    });
  });

  it('refuses amounts beyond what the columns hold', () => {
    const line = (quantity: string, unitPrice: string) => ({
      ...valid,
      lines: [{ description: 'x', quantity, unitPrice }],
    });
    expect(invoiceFormSchema.safeParse(line('100000000', '1')).success).toBe(false);
    expect(invoiceFormSchema.safeParse(line('999', '1000000')).success).toBe(true);
    const tooLarge = invoiceFormSchema.safeParse(line('1000', '1000000'));
    expect(tooLarge.success ? [] : tooLarge.error.issues.map((i) => i.message)).toEqual(['error_tooLarge']);
  });

  it('needs no typed e-mail for a member buyer, and at least one line', () => {
    expect(invoiceFormSchema.safeParse({ ...valid, buyerId: 'member-id-123', buyerEmail: '' }).success).toBe(
      true,
    );
    expect(invoiceFormSchema.safeParse({ ...valid, lines: [] }).success).toBe(false);
  });
});
