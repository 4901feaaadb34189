/** A priced line: unit price in minor units (cents, fen) times a whole quantity. Unpriced lines count as 0. */
export type PricedLine = { readonly unitPriceMinor: number | null; readonly quantity: number };

export type OrderTotals = {
  /** Sum of the lines' unit price × quantity. */
  readonly linesMinor: number;
  readonly freightMinor: number;
  readonly discountMinor: number;
  /** Lines plus freight minus discount; never below zero. */
  readonly totalMinor: number;
  /** The tax the total includes at the deployment's rate (quoted prices include tax); 0 without a rate. */
  readonly taxMinor: number;
};

function wholeMinor(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative whole number of minor units`);
  return value;
}

/** A tax rate as configured: a percentage from 0 to 100 with at most two decimals (13, 8.5, 19.25). */
export function isTaxRate(percent: number): boolean {
  return Number.isFinite(percent) && percent >= 0 && percent <= 100 && Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6;
}

/** The tax contained in a tax-inclusive amount: amount × rate / (100% + rate), rounded half up to a whole minor unit. */
function includedTax(grossMinor: number, ratePercent: number): number {
  if (!isTaxRate(ratePercent)) throw new RangeError('tax rate must be a percentage from 0 to 100 with at most two decimals');
  // Hundredths of a percent, in big integers: amounts times rates can pass 2^53.
  const rate = BigInt(Math.round(ratePercent * 100));
  const whole = 10_000n + rate;
  return Number((2n * BigInt(grossMinor) * rate + whole) / (2n * whole));
}

/**
 * The one computation of an order's money, used by the quote, every screen, the PDFs and the e-mail: integers only,
 * so a total shown on the quote, the invoice and the e-mail is the same number to the cent. Quoted prices include
 * tax; with a rate, `taxMinor` says how much of the total is tax.
 */
export function orderTotals(lines: readonly PricedLine[], freightMinor = 0, discountMinor = 0, taxRatePercent = 0): OrderTotals {
  const linesMinor = lines.reduce((sum, line) => sum + wholeMinor(line.unitPriceMinor ?? 0, 'unit price') * wholeMinor(line.quantity, 'quantity'), 0);
  wholeMinor(linesMinor, 'line sum');
  const freight = wholeMinor(freightMinor, 'freight');
  const discount = wholeMinor(discountMinor, 'discount');
  const totalMinor = Math.max(0, linesMinor + freight - discount);
  return { linesMinor, freightMinor: freight, discountMinor: discount, totalMinor, taxMinor: includedTax(totalMinor, taxRatePercent) };
}

/** Whether a discount is acceptable on a quote: it may not take the total below zero. */
export function discountFits(lines: readonly PricedLine[], freightMinor: number, discountMinor: number): boolean {
  return discountMinor <= orderTotals(lines, freightMinor, 0).totalMinor;
}
