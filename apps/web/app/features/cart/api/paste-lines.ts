import { type ProductPack, cartAddSchema } from '@portal/domain';
import type { CartAdd } from './cart-api';

/** Why a pasted row did not go into the cart (`refused`: the server said no); each has a message naming the row. */
export type PasteReason = 'columns' | 'catalog' | 'quantity' | 'unknownProduct' | 'unknownPack' | 'refused';
export type PasteProblem = { row: number; reason: PasteReason; value: string };
export type PastedRow = { row: number; catalogNo: string; packLabel: string; quantity: number };

/**
 * Rows of `catalogNo, packLabel, quantity` separated by tabs (a spreadsheet copy) or commas; blank lines are
 * skipped but still counted, so a row number is the line the customer sees in the box.
 */
export function parsePastedRows(text: string): { rows: PastedRow[]; problems: PasteProblem[] } {
  const rows: PastedRow[] = [];
  const problems: PasteProblem[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const row = index + 1;
    if (line.trim() === '') return;
    const cells = line.split(/\t|,/).map((cell) => cell.trim());
    const [catalogNo = '', packLabel = '', quantityText = ''] = cells;
    if (cells.length !== 3 || packLabel === '') return void problems.push({ row, reason: 'columns', value: line.trim() });
    if (catalogNo === '') return void problems.push({ row, reason: 'catalog', value: catalogNo });
    // An empty cell would take the schema's default of 1; a pasted row must say how many.
    const quantity = cartAddSchema.shape.quantity.safeParse(quantityText || 'missing');
    if (!quantity.success) return void problems.push({ row, reason: 'quantity', value: quantityText });
    rows.push({ row, catalogNo, packLabel, quantity: quantity.data });
  });
  return { rows, problems };
}

/**
 * The cart additions of the parsed rows, each pack found by its label on the product's page (case and spaces
 * ignored); `packsOf` gives a product's packs, or null when there is no such product.
 */
export async function resolvePastedRows(
  rows: readonly PastedRow[],
  packsOf: (catalogNo: string) => Promise<ProductPack[] | null>,
): Promise<{ adds: (CartAdd & { row: number })[]; problems: PasteProblem[] }> {
  const catalogue = new Map<string, Promise<ProductPack[] | null>>();
  const packsFor = (catalogNo: string) => {
    const key = catalogNo.toUpperCase();
    const known = catalogue.get(key) ?? packsOf(catalogNo);
    catalogue.set(key, known);
    return known;
  };
  const label = (value: string) => value.replace(/\s+/g, '').toLowerCase();
  const adds: (CartAdd & { row: number })[] = [];
  const problems: PasteProblem[] = [];
  for (const row of rows) {
    const packs = await packsFor(row.catalogNo);
    const pack = packs?.find((candidate) => label(candidate.sizeLabel) === label(row.packLabel));
    if (!packs) problems.push({ row: row.row, reason: 'unknownProduct', value: row.catalogNo });
    else if (!pack) problems.push({ row: row.row, reason: 'unknownPack', value: row.packLabel });
    else adds.push({ row: row.row, catalogNo: row.catalogNo, packId: pack.id, quantity: row.quantity });
  }
  return { adds, problems };
}
