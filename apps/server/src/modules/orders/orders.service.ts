import {
  type Invoice,
  type OrderDetail,
  type OrderDocumentsQuery,
  type OrderListQuery,
  type OrderSummary,
  type PageResult,
  type Parcel,
  toPageResult,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { type CartContext, addToCart } from '../cart/index.js';
import { type OrderActorRef, takeOrderStep } from './orders.move.js';
import { type OrderRow, findOrder, findReadableOrder, invoicePage, linesOf, orderPage, parcelPage } from './orders.repository.js';
import { describeOrder, openActions, quoteExpired, toInvoice, toParcel, toSummary } from './orders.view.js';

type Page = { pageNo: number; pageSize: number };
const window = (page: Page) => ({ limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize });

/** The customer's orders, and their colleagues' where the organisation opens a department's orders to its members. */
export async function customerOrders(db: Database, customerId: string, query: OrderListQuery): Promise<PageResult<OrderSummary>> {
  const { rows, total } = await orderPage(
    db,
    {
      readerId: customerId,
      service: query.service,
      cart: query.cart,
      status: query.status,
      from: query.from,
      to: query.to,
      keyword: query.keyword,
    },
    window(query),
  );
  return toPageResult(rows.map(toSummary), total, query);
}

/** The customer's own order; anyone else's is not found (security.md S8). */
async function ownOrder(db: Database, customerId: string, id: string): Promise<OrderRow> {
  const row = await findOrder(db, id, customerId);
  if (!row) throw notFound();
  return row;
}

/** An order the customer may read; a colleague's is shown without the steps only its owner may take. */
export async function customerOrderDetail(db: Database, customerId: string, id: string): Promise<OrderDetail> {
  const row = await findReadableOrder(db, id, customerId);
  if (!row) throw notFound();
  const detail = await describeOrder(db, row, 'customer');
  return row.customerId === customerId ? detail : { ...detail, actions: [] };
}

export type CustomerStepContext = { customerId: string; customerName: string; brand: string };

/** The customer accepts the quote as priced: recorded as the confirm date, after which production may start. */
export async function confirmQuote(db: Database, context: CustomerStepContext, id: string, note: string): Promise<OrderDetail> {
  const order = await ownOrder(db, context.customerId, id);
  if (order.status === 'confirmed' && quoteExpired(order, new Date())) throw new AppError(409, 'quoteExpired');
  if (!openActions(order, 'customer', new Date()).includes('confirmQuote')) throw new AppError(409, 'orderMoveRefused');
  const actor: OrderActorRef = { kind: 'customer', id: context.customerId, name: context.customerName };
  const moved = await db.transaction((tx) =>
    takeOrderStep(tx, order, { action: 'confirmQuote', actor, note, changes: { confirmDate: new Date() } }, context.brand),
  );
  return describeOrder(db, moved, 'customer');
}

export async function cancelOwnOrder(db: Database, context: CustomerStepContext, id: string, note: string): Promise<OrderDetail> {
  const order = await ownOrder(db, context.customerId, id);
  const actor: OrderActorRef = { kind: 'customer', id: context.customerId, name: context.customerName };
  const moved = await db.transaction((tx) => takeOrderStep(tx, order, { action: 'cancel', actor, note }, context.brand));
  return describeOrder(db, moved, 'customer');
}

/**
 * Reorder: the order's catalogue lines go back into the cart it came from, at today's prices. Packs no longer sold are
 * skipped and counted, so the page can say so; sequence orders are copied into a new inquiry form instead.
 */
export async function reorder(db: Database, context: CartContext, id: string): Promise<{ added: number; skipped: number }> {
  const order = await ownOrder(db, context.customerId, id);
  let added = 0;
  let skipped = 0;
  for (const line of await linesOf(db, order.id)) {
    if (!line.product || !line.packId) {
      skipped += 1;
      continue;
    }
    try {
      await addToCart(db, order.cart, context, { catalogNo: line.product.catalog, packId: line.packId, quantity: line.quantity });
      added += 1;
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 400) throw error;
      skipped += 1;
    }
  }
  return { added, skipped };
}

export async function customerParcels(db: Database, customerId: string, query: OrderDocumentsQuery): Promise<PageResult<Parcel>> {
  const { rows, total } = await parcelPage(db, customerId, query.orderId, window(query));
  return toPageResult(
    rows.map((row) => toParcel(row.parcel, row.orderNo)),
    total,
    query,
  );
}

export async function customerInvoices(db: Database, customerId: string, query: OrderDocumentsQuery): Promise<PageResult<Invoice>> {
  const { rows, total } = await invoicePage(db, customerId, query.orderId, window(query));
  return toPageResult(
    rows.map((row) => toInvoice(row.invoice, row.orderNo)),
    total,
    query,
  );
}
