/** Cart sums in whole cents, so 0.1 + 0.2 is 0.30 (prices are exact decimal strings, as stored). */

const toCents = (decimal: string) => Math.round(Number(decimal) * 100);

export interface PricedLine {
  price: string;
  quantity: string;
}

/** The cart's total as a decimal string (`"1250.50"`); a quantity that is not a number counts as 0. */
export function cartTotal(lines: readonly PricedLine[]): string {
  const cents = lines.reduce((sum, line) => {
    const quantity = Number(line.quantity);
    return sum + (Number.isInteger(quantity) && quantity > 0 ? toCents(line.price) * quantity : 0);
  }, 0);
  return (cents / 100).toFixed(2);
}
