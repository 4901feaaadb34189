import type { Language } from '@portal/domain';

const priceFormats = new Map<string, Intl.NumberFormat>();

/** A price in minor units as the language writes it; building an Intl formatter costs far more than using one. */
export function formatPrice(minor: number, currency: string, language: Language): string {
  const key = `${language}:${currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency });
    priceFormats.set(key, format);
  }
  return format.format(minor / 100);
}

/** Micrograms as a researcher reads them: µg below a milligram, mg above, g from a gram. */
export function formatMass(ug: number, language: Language): string {
  const number = (value: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
  if (ug >= 1_000_000) return `${number(ug / 1_000_000)} g`;
  if (ug >= 1000) return `${number(ug / 1000)} mg`;
  return `${number(ug)} µg`;
}
