import {
  type CartEditInput,
  type CartKind,
  type CartLine,
  type Currency,
  type Language,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  type PageResult,
  designCode,
  productPagePath,
  toPageResult,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, notFound } from '../../errors.js';
import { type Pricing, orderablePacks } from '../catalog/index.js';
import { cartDesigns } from '../plasmids/index.js';
import { type CartLineRow, addDesignLine, addOrRaise, cartPage, cartSize, ownedCartLine, removeCartLines, updateCartLine } from './cart.repository.js';

export type CartContext = { customerId: string; language: Language; pricing: Pricing };

/**
 * Cart lines as the pages show them, with today's name and price of the pack each line holds, or of the design: its
 * name, its backbone and the estimate of building it.
 */
async function describeLines(db: Database, rows: readonly CartLineRow[], context: CartContext): Promise<CartLine[]> {
  const [packs, designs] = await Promise.all([
    orderablePacks(
      db,
      rows.flatMap((row) => (row.packId ? [row.packId] : [])),
      context.language,
      context.pricing,
    ),
    cartDesigns(
      db,
      context.customerId,
      rows.flatMap((row) => (row.designId ? [row.designId] : [])),
      context.pricing.currency,
    ),
  ]);
  return rows.map((row) => {
    const pack = row.packId ? packs.get(row.packId) : undefined;
    const design = row.designId ? designs.get(row.designId) : undefined;
    return {
      id: row.id,
      catalog: design?.name ?? row.catalog,
      projectName: pack?.name ?? (design ? design.backboneId : row.projectName),
      orderNo: row.orderNo,
      orderType: row.orderType,
      productId: row.productId,
      packId: row.packId,
      designId: row.designId,
      packLabel: pack?.sizeLabel ?? '',
      quantity: row.quantity,
      unitPriceMinor: pack?.unitPriceMinor ?? design?.estimateMinor ?? null,
      currency: context.pricing.currency as Currency,
      productPath: pack ? productPagePath(pack.line, pack.catalogNo) : null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function listCart(db: Database, cart: CartKind, context: CartContext, page: { pageNo: number; pageSize: number }): Promise<PageResult<CartLine>> {
  const [rows, total] = await Promise.all([
    cartPage(db, context.customerId, cart, { limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize }),
    cartSize(db, context.customerId, cart),
  ]);
  return toPageResult(await describeLines(db, rows, context), total, page);
}

/** The pack must be one of the catalogue number's own packs: the "specification" of spec section 5. */
async function packOf(db: Database, catalogNo: string, packId: string, context: CartContext) {
  const pack = (await orderablePacks(db, [packId], context.language, context.pricing)).get(packId);
  const catalog = catalogNo.trim().toUpperCase();
  if (!pack || pack.catalogNo !== catalog) throw new AppError(400, pack ? 'cartPackUnknown' : 'cartProductUnknown', { catalog });
  return pack;
}

export async function addToCart(
  db: Database,
  cart: CartKind,
  context: CartContext,
  input: { catalogNo: string; packId: string; quantity: number },
): Promise<CartLine> {
  const pack = await packOf(db, input.catalogNo, input.packId, context);
  if ((await cartSize(db, context.customerId, cart)) >= MAX_CART_LINES) throw new AppError(400, 'cartFull');
  const row = await addOrRaise(
    db,
    {
      customerId: context.customerId,
      cart,
      productId: pack.productId,
      packId: pack.packId,
      catalog: pack.catalogNo,
      projectName: pack.name,
      quantity: input.quantity,
    },
    MAX_LINE_QUANTITY,
  );
  const [line] = await describeLines(db, [row], context);
  return line as CartLine;
}

/** A saved design into the carrier cart, once: only the customer's own, as its detail page would show it. */
export async function addDesignToCart(db: Database, context: CartContext, designId: string): Promise<CartLine> {
  const design = (await cartDesigns(db, context.customerId, [designId], context.pricing.currency)).get(designId.toLowerCase());
  if (!design) throw new AppError(404, 'designNotFound');
  const row = await addDesignLine(db, {
    customerId: context.customerId,
    cart: 'carrier',
    designId: design.id,
    catalog: design.name,
    projectName: design.backboneId,
    orderNo: designCode(design.id),
    orderType: 'vector',
    quantity: 1,
  });
  const [line] = await describeLines(db, [row], context);
  return line as CartLine;
}

export async function editCartLine(db: Database, context: CartContext, input: CartEditInput & { quantity?: number }): Promise<CartLine> {
  const current = await ownedCartLine(db, context.customerId, input.id);
  if (!current) throw notFound();
  if (input.packId && input.packId !== current.packId) await packOf(db, current.catalog, input.packId, context);
  let row: CartLineRow | null;
  try {
    row = await updateCartLine(db, context.customerId, input.id, { packId: input.packId, quantity: input.quantity });
  } catch (error) {
    // Switching to a pack the cart already holds would make two lines of one pack; the customer merges them instead.
    if (isUniqueViolation(error)) throw new AppError(409, 'conflict');
    throw error;
  }
  if (!row) throw notFound();
  const [line] = await describeLines(db, [row], context);
  return line as CartLine;
}

/** Removes the caller's lines, all or none: an id that is not one of theirs is not found and nothing goes. */
export async function removeFromCart(db: Database, customerId: string, ids: readonly string[]): Promise<number> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const removed = await removeCartLines(tx, customerId, wanted);
    if (removed.length !== wanted.length) throw notFound();
    return removed.length;
  });
}
