import { z } from 'zod';
import type { ErrorKey } from '../i18n/messages.js';
import type { ImportColumn } from '../system/import.contract.js';
import type { SheetRow } from '../system/sheet-rows.js';
import { MAX_CART_LINES, cartAddSchema } from './cart.contract.js';

/**
 * Bulk line entry (product-notes: "paste or upload a spreadsheet of lines ... with every bad row named"): rows of
 * catalogue number, specification (the pack's label) and quantity, pasted into the cart page or uploaded as a sheet.
 */
export const CART_IMPORT_COLUMNS = [
  { field: 'catalogNo', header: 'cartImportCatalog', required: true },
  { field: 'packLabel', header: 'cartImportSpecification', required: true },
  { field: 'quantity', header: 'cartImportQuantity', required: true },
] as const satisfies readonly ImportColumn[];

export type CartRowInput = { row: number; catalogNo: string; packLabel: string; quantity: number };
/** Why a row cannot go into the cart: an error message key and its parameters. */
export type CartRowRefusal = { row: number; key: ErrorKey; params: Record<string, string | number> };

/** One row checked by the cart's own rules: a line to add, or the reason it cannot be one. */
export function readCartRow(row: SheetRow): CartRowInput | CartRowRefusal {
  const [catalogNo = '', packLabel = '', quantityText = ''] = row.cells;
  const extraCells = row.cells.slice(3).some((cell) => cell !== '');
  if (row.cells.length < 3 || extraCells || packLabel === '') return { row: row.number, key: 'cartRowColumns', params: {} };
  if (catalogNo === '') return { row: row.number, key: 'cartCatalogRequired', params: {} };
  // An empty cell would take the add form's default of 1; a bulk row must say how many.
  const quantity = cartAddSchema.shape.quantity.safeParse(quantityText || 'missing');
  if (!quantity.success) return { row: row.number, key: 'cartRowQuantity', params: { value: quantityText } };
  return { row: row.number, catalogNo, packLabel, quantity: quantity.data };
}

export function isCartRowRefusal(value: CartRowInput | CartRowRefusal): value is CartRowRefusal {
  return 'key' in value;
}

/** A box of pasted lines: as many rows as a cart holds, each at most a long line's worth. */
export const CART_PASTE_MAX_CHARS = MAX_CART_LINES * 200;
export const cartPasteSchema = z.object({ text: z.string().max(CART_PASTE_MAX_CHARS, 'errors.cartPasteTooLong') });

/** What a paste did: how many rows went into the cart, and each row that did not with its reason in the caller's language. */
export const cartPasteResultSchema = z.object({
  added: z.number().int(),
  problems: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type CartPasteResult = z.infer<typeof cartPasteResultSchema>;
