import { type Language, numberFormat } from '@portal/domain';

/** Micrograms as a researcher reads them: µg below a milligram, mg above, g from a gram. */
export function formatMass(ug: number, language: Language): string {
  const number = (value: number) => numberFormat(language, { maximumFractionDigits: 2 }).format(value);
  if (ug >= 1_000_000) return `${number(ug / 1_000_000)} g`;
  if (ug >= 1000) return `${number(ug / 1000)} mg`;
  return `${number(ug)} µg`;
}
