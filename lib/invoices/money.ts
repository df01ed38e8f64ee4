/*
 * Exact decimal arithmetic for invoices (docs/apps.md, Invoices): amounts are decimal strings with
 * two places, computed in integer hundredths as BigInt, never in floating point. The same code
 * computes the totals the server stores and the preview the form shows while typing.
 */

const DECIMAL = /^(\d{1,12})(?:[.,](\d{1,2}))?$/;

/** `12,5` → 1250n (hundredths); null when the text is not a non-negative amount with at most two decimals. */
export function toHundredths(value: string): bigint | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** 1250n → `12.50`. */
export function fromHundredths(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** `numerator / denominator`, rounded half away from zero (the commercial rounding of amounts). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  return remainder * 2n >= denominator ? quotient + 1n : quotient;
}

interface LineInput {
  quantity: string;
  unitPrice: string;
}

interface InvoiceTotals {
  /** Each line's amount, in line order. */
  amounts: string[];
  subtotal: string;
  tax: string;
  total: string;
}

/**
 * Quantity × unit price per line, each rounded to cents; the subtotal is their sum, the tax is the
 * subtotal × rate rounded once (not per line), and the total is subtotal + tax. Invalid numbers
 * count as zero, so a half-typed form still shows totals; the server validates before it computes.
 */
export function invoiceTotals(lines: readonly LineInput[], taxRatePercent: string): InvoiceTotals {
  const amounts = lines.map((line) => {
    const quantity = toHundredths(line.quantity) ?? 0n;
    const unitPrice = toHundredths(line.unitPrice) ?? 0n;
    return divideRounded(quantity * unitPrice, 100n);
  });
  const subtotal = amounts.reduce((sum, amount) => sum + amount, 0n);
  const rate = toHundredths(taxRatePercent) ?? 0n;
  const tax = divideRounded(subtotal * rate, 10_000n);
  return {
    amounts: amounts.map(fromHundredths),
    subtotal: fromHundredths(subtotal),
    tax: fromHundredths(tax),
    total: fromHundredths(subtotal + tax),
  };
}
