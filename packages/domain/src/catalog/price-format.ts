import type { Language } from '../i18n/languages.js';

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
