/** A priced line: unit price in minor units (cents, fen) times a whole quantity. Unpriced lines count as 0. */
export type PricedLine = { readonly unitPriceMinor: number | null; readonly quantity: number };

export type OrderTotals = {
  /** Sum of the lines' unit price × quantity. */
  readonly linesMinor: number;
  readonly freightMinor: number;
  readonly discountMinor: number;
  /** Lines plus freight minus discount; never below zero. */
  readonly totalMinor: number;
};

function wholeMinor(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative whole number of minor units`);
  return value;
}

/**
 * The one computation of an order's money (issue: "used by every screen, PDF and e-mail"): integers only,
 * so a total shown on the quote, the invoice and the e-mail is the same number to the cent.
 */
export function orderTotals(lines: readonly PricedLine[], freightMinor = 0, discountMinor = 0): OrderTotals {
  const linesMinor = lines.reduce((sum, line) => sum + wholeMinor(line.unitPriceMinor ?? 0, 'unit price') * wholeMinor(line.quantity, 'quantity'), 0);
  wholeMinor(linesMinor, 'line sum');
  const freight = wholeMinor(freightMinor, 'freight');
  const discount = wholeMinor(discountMinor, 'discount');
  return { linesMinor, freightMinor: freight, discountMinor: discount, totalMinor: Math.max(0, linesMinor + freight - discount) };
}

/** Whether a discount is acceptable on a quote: it may not take the total below zero. */
export function discountFits(lines: readonly PricedLine[], freightMinor: number, discountMinor: number): boolean {
  return discountMinor <= orderTotals(lines, freightMinor, 0).totalMinor;
}
