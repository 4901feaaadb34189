/**
 * Amounts typed in major units (1234.50) and kept in minor units (123450). The text is read digit by digit,
 * never through a float, so 0.29 is 29 and not 28.999….
 */
const MAJOR_AMOUNT = /^(\d{1,12})(?:\.(\d{0,2}))?$/;

export function majorText(minor: number): string {
  const whole = Math.floor(minor / 100);
  const cents = String(minor % 100).padStart(2, '0');
  return `${whole}.${cents}`;
}

/** The minor units of a typed amount, or null when the text is not a non-negative amount with at most two decimals. */
export function minorOf(text: string): number | null {
  const match = MAJOR_AMOUNT.exec(text.trim());
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}
