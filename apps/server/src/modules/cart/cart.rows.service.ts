import {
  type CartKind,
  type CartRowInput,
  type CartRowRefusal,
  type SheetRow,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  isCartRowRefusal,
  readCartRow,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { orderablePacksByCatalogNo } from '../catalog/index.js';
import { addOrRaise, cartPackIds, cartSize } from './cart.repository.js';
import type { CartContext } from './cart.service.js';

/**
 * Pack labels are matched as people type them: "100 µg", "100µg" and "100 µG" are one pack. NFKC first, because
 * the micro sign (U+00B5) and the Greek mu it upper-cases to (U+039C) lower-case to different letters.
 */
const labelKey = (label: string) => label.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/**
 * Bulk entry (pasted lines or an uploaded sheet): every good row goes into the cart, raising a line that already
 * holds its pack; every other row comes back with its reason. The adds share one transaction, so a failure part
 * way leaves the cart as it was.
 */
export async function addCartRows(
  db: Database,
  cart: CartKind,
  context: CartContext,
  rows: readonly SheetRow[],
): Promise<{ added: number; refused: CartRowRefusal[] }> {
  const read = rows.map(readCartRow);
  const refused = read.filter(isCartRowRefusal);
  const lines = read.filter((row): row is CartRowInput => !isCartRowRefusal(row));
  const packsOf = await orderablePacksByCatalogNo(
    db,
    lines.map((line) => line.catalogNo.toUpperCase()),
    context.language,
    context.pricing,
  );
  const added = await db.transaction(async (tx) => {
    const held = new Set(await cartPackIds(tx, context.customerId, cart));
    let size = await cartSize(tx, context.customerId, cart);
    let count = 0;
    for (const line of lines) {
      const catalog = line.catalogNo.toUpperCase();
      const packs = packsOf.get(catalog);
      const pack = packs?.find((candidate) => labelKey(candidate.sizeLabel) === labelKey(line.packLabel));
      const refuse = (key: CartRowRefusal['key'], params: CartRowRefusal['params'] = {}) => refused.push({ row: line.row, key, params });
      if (!packs) refuse('cartProductUnknown', { catalog });
      else if (!pack) refuse('cartRowPackUnknown', { catalog, pack: line.packLabel });
      else if (!held.has(pack.packId) && size >= MAX_CART_LINES) refuse('cartFull');
      else {
        const values = {
          customerId: context.customerId,
          cart,
          productId: pack.productId,
          packId: pack.packId,
          catalog,
          projectName: pack.name,
          quantity: line.quantity,
        };
        await addOrRaise(tx, values, MAX_LINE_QUANTITY);
        if (!held.has(pack.packId)) size += 1;
        held.add(pack.packId);
        count += 1;
      }
    }
    return count;
  });
  return { added, refused: refused.sort((a, b) => a.row - b.row) };
}
