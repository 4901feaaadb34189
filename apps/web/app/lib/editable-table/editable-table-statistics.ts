import type { EditableRow } from './editable-table-column';

/** A cell's number: numbers and numeric text count; empty cells and anything else are left out. */
export function numericCellValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : null;
}

/** Rounded to 10 decimals so that 0.1 + 0.2 reads 0.3. */
function tidy(value: number): number {
  return Number(value.toFixed(10));
}

export type ColumnStatistics = { count: number; sum: number; average: number | null };

/** Spec section 3: a column's sum and average over the cells that hold a number; no such cell gives no average. */
export function columnStatistics(rows: readonly EditableRow[], key: string): ColumnStatistics {
  const numbers = rows.map((row) => numericCellValue(row[key])).filter((value): value is number => value !== null);
  const sum = numbers.reduce((total, value) => total + value, 0);
  return { count: numbers.length, sum: tidy(sum), average: numbers.length === 0 ? null : tidy(sum / numbers.length) };
}
