import { numberFormat } from '../i18n/intl-formats.js';
import type { Language } from '../i18n/languages.js';

/** A price in minor units as the language writes it. */
export function formatPrice(minor: number, currency: string, language: Language): string {
  return numberFormat(language, { style: 'currency', currency }).format(minor / 100);
}

/** An amount typed in major units (1234.50), read digit by digit so 0.29 is 29 minor units and never 28.999…. */
const MAJOR_AMOUNT = /^(\d{1,12})(?:\.(\d{0,2}))?$/;

/** The minor units of a typed amount, or null when it is not a non-negative amount with at most two decimals, or above `maxMinor`. */
export function minorOfTyped(typed: string, maxMinor = Number.MAX_SAFE_INTEGER): number | null {
  const match = MAJOR_AMOUNT.exec(typed.trim());
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor <= maxMinor ? minor : null;
}

/** Minor units as an amount to edit in major units: 123450 → '1234.50'. */
export function majorFromMinor(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}
