import { type CartKind, type OrderVisibility, type ServiceKey, type ShownOrderStatus, storedStatusOf } from '@portal/domain';
import { type SQL, and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { customerDepartments, departments, organisationMembers, organisations } from '../../db/schema.js';
import { invoices, orderEvents, orderLines, orders, parcels, tubeLabels } from './orders.table.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrderEvent = typeof orderEvents.$inferInsert;
export type ParcelRow = typeof parcels.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Stores an order once per (customer, idempotency key): a concurrent insert with the same key finds the unique
 * index taken and gets null, and the caller answers with the order that won.
 */
export async function insertOrder(db: Database, values: NewOrder): Promise<OrderRow | null> {
  const [row] = await db
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: [orders.customerId, orders.idempotencyKey] })
    .returning();
  return row ?? null;
}

export async function insertOrderLines(db: Database, orderId: string, lines: readonly NewOrderLine[]): Promise<void> {
  // Parameters per statement are limited, so 999 lines go in chunks.
  for (let start = 0; start < lines.length; start += 200) {
    await db.insert(orderLines).values(lines.slice(start, start + 200).map((line) => ({ ...line, orderId })));
  }
}

export async function orderByIdempotencyKey(db: Database, customerId: string, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

/** An order by id, locked until the transaction ends, so two changes to its parts queue instead of racing. */
export async function lockOrder(db: Database, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

/** An order by id; with `customerId`, only when it is that customer's (another's order is simply not found). */
export async function findOrder(db: Database, id: string, customerId?: string): Promise<OrderRow | null> {
  const condition = customerId ? and(eq(orders.id, id), eq(orders.customerId, customerId)) : eq(orders.id, id);
  const [row] = await db.select().from(orders).where(condition);
  return row ?? null;
}

/**
 * The orders the customer may read: their own, and those placed for the departments their organisation opens to them
 * (`order_visibility`: none for 'own', the customer's own departments for 'department', all the organisation's for
 * 'organisation'). The departments are a subquery, so reading the orders is one query. They are gathered into an array
 * first because `= any(array(...))` can be looked up in the department index, where `in (select ...)` beside the `or`
 * could not; `<> ''` lets the planner use that partial index.
 */
function readableBy(customerId: string): SQL {
  const openDepartments = sql`array(
    select d.org_code from ${departments} d
    join ${organisationMembers} m on m.organisation_id = d.organisation_id
    join ${organisations} o on o.id = m.organisation_id
    where m.customer_id = ${customerId}
      and (o.order_visibility = ${'organisation' satisfies OrderVisibility}
        or (o.order_visibility = ${'department' satisfies OrderVisibility}
          and exists (select 1 from ${customerDepartments} cd where cd.customer_id = ${customerId} and cd.department_id = d.id))))`;
  return or(eq(orders.customerId, customerId), sql`(${orders.departmentCode} <> '' and ${orders.departmentCode} = any(${openDepartments}))`) as SQL;
}

/** An order the customer may read (see `readableBy`); any other is simply not found. */
export async function findReadableOrder(db: Database, id: string, customerId: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), readableBy(customerId)));
  return row ?? null;
}

export type OrderFilter = {
  customerId?: string;
  /** Only the orders this customer may read (see `readableBy`). */
  readerId?: string;
  service?: ServiceKey;
  cart?: CartKind;
  status?: ShownOrderStatus;
  from?: string;
  to?: string;
  keyword?: string;
};

function filterOf(filter: OrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.customerId) conditions.push(eq(orders.customerId, filter.customerId));
  if (filter.readerId) conditions.push(readableBy(filter.readerId));
  if (filter.service) conditions.push(eq(orders.service, filter.service));
  if (filter.cart) conditions.push(eq(orders.cart, filter.cart));
  if (filter.status) {
    const { status, quoteConfirmed } = storedStatusOf(filter.status);
    conditions.push(eq(orders.status, status));
    if (quoteConfirmed !== undefined) conditions.push(quoteConfirmed ? isNotNull(orders.confirmDate) : isNull(orders.confirmDate));
  }
  if (filter.from) conditions.push(gte(orders.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lt(orders.createdAt, sql`${`${filter.to}T00:00:00Z`}::timestamptz + interval '1 day'`));
  if (filter.keyword) {
    const pattern = `%${filter.keyword.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    conditions.push(
      or(
        ilike(orders.orderNo, pattern),
        ilike(orders.firstLine, pattern),
        ilike(orders.customerName, pattern),
        sql`exists (select 1 from ${orderLines} ol where ol.order_id = ${orders.id}
          and (ol.product ->> 'catalog' ilike ${pattern} or ol.product ->> 'projectName' ilike ${pattern} or ol.sequence ->> 'proteinName' ilike ${pattern}
            or ol.vector ->> 'catalog' ilike ${pattern} or ol.vector ->> 'projectName' ilike ${pattern}
            or exists (select 1 from jsonb_each_text(ol.service) cell where cell.value ilike ${pattern})))`,
      ),
    );
  }
  return and(...conditions);
}

export async function orderPage(db: Database, filter: OrderFilter, page: { limit: number; offset: number }): Promise<{ rows: OrderRow[]; total: number }> {
  const where = filterOf(filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(page.limit).offset(page.offset),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

export function linesOf(db: Database, orderId: string): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.lineNo));
}

/** The rows of several orders at once, in order and line order. */
export function linesOfOrders(db: Database, orderIds: readonly string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.lineNo));
}

export function eventsOf(db: Database, orderId: string): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

export function parcelsOfOrder(db: Database, orderId: string): Promise<ParcelRow[]> {
  return db.select().from(parcels).where(eq(parcels.orderId, orderId)).orderBy(asc(parcels.shippedAt));
}

export function invoicesOfOrder(db: Database, orderId: string): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.issuedAt));
}

/**
 * Applies a change only to the version of the order its actor saw: two staff members, or a customer and the
 * expiry job, acting at once cannot both move it; the loser gets null and a 409.
 */
export async function updateOrderSeen(db: Database, seen: Pick<OrderRow, 'id' | 'version'>, changes: Partial<NewOrder>): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({ ...changes, version: seen.version + 1, updatedAt: new Date() })
    .where(and(eq(orders.id, seen.id), eq(orders.version, seen.version)))
    .returning();
  return row ?? null;
}

/** Prices the order's lines in one statement (a quote may price 999 of them). */
export async function setLinePrices(db: Database, orderId: string, prices: ReadonlyMap<string, number>): Promise<void> {
  if (prices.size === 0) return;
  const values = sql.join(
    [...prices].map(([lineId, unitPriceMinor]) => sql`(${lineId}::uuid, ${unitPriceMinor}::bigint)`),
    sql`, `,
  );
  await db.execute(sql`update ${orderLines} set unit_price_minor = priced.amount
    from (values ${values}) as priced(id, amount)
    where ${orderLines.id} = priced.id and ${orderLines.orderId} = ${orderId}`);
}

export async function insertEvent(db: Database, event: NewOrderEvent): Promise<void> {
  await db.insert(orderEvents).values(event);
}

export async function insertParcel(db: Database, values: typeof parcels.$inferInsert): Promise<ParcelRow> {
  const [row] = await db.insert(parcels).values(values).returning();
  if (!row) throw new Error('parcel insert returned nothing');
  return row;
}

export async function insertInvoice(db: Database, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(values).returning();
  if (!row) throw new Error('invoice insert returned nothing');
  return row;
}

/** A customer's parcels or invoices (of one order when `orderId` is given) with the order number each belongs to, newest first. */
export async function parcelPage(db: Database, customerId: string, orderId: string | undefined, page: { limit: number; offset: number }) {
  const where = and(eq(parcels.customerId, customerId), orderId ? eq(parcels.orderId, orderId) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ parcel: parcels, orderNo: orders.orderNo })
      .from(parcels)
      .innerJoin(orders, eq(orders.id, parcels.orderId))
      .where(where)
      .orderBy(desc(parcels.shippedAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(parcels).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

export async function invoicePage(db: Database, customerId: string, orderId: string | undefined, page: { limit: number; offset: number }) {
  const where = and(eq(invoices.customerId, customerId), orderId ? eq(invoices.orderId, orderId) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ invoice: invoices, orderNo: orders.orderNo })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(where)
      .orderBy(desc(invoices.issuedAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(invoices).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

export async function findInvoice(db: Database, id: string, customerId?: string): Promise<{ invoice: InvoiceRow; orderNo: string } | null> {
  const condition = customerId ? and(eq(invoices.id, id), eq(invoices.customerId, customerId)) : eq(invoices.id, id);
  const [row] = await db
    .select({ invoice: invoices, orderNo: orders.orderNo })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(condition);
  return row ?? null;
}

/** Quotes past their validity date that the customer has not confirmed: the expiry job's work list. */
export function expiredQuotes(db: Database, today: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'confirmed'), sql`${orders.confirmDate} is null`, lt(orders.quoteValidUntil, today)));
}

/** Every order, invoice and parcel of the customer: their data export. */
export async function everythingOf(db: Database, customerId: string) {
  const [orderRows, invoiceRows, parcelRows] = await Promise.all([
    db.select().from(orders).where(eq(orders.customerId, customerId)),
    db.select().from(invoices).where(eq(invoices.customerId, customerId)),
    db.select().from(parcels).where(eq(parcels.customerId, customerId)),
  ]);
  return { orderRows, invoiceRows, parcelRows };
}

/** Account deletion: the orders stay, without the person's name, e-mail, contact and address. */
export async function eraseOrderContacts(db: Database, customerId: string): Promise<void> {
  await db
    .update(orders)
    .set({ customerName: '', customerEmail: '', contactName: '', contactPhone: '', shippingAddress: '', updatedAt: new Date() })
    .where(eq(orders.customerId, customerId));
}

export type TubeLabelRow = typeof tubeLabels.$inferSelect;

export async function insertTubeLabels(db: Database, rows: readonly (typeof tubeLabels.$inferInsert)[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 200) await db.insert(tubeLabels).values(rows.slice(start, start + 200));
}

export async function hasTubeLabels(db: Database, orderId: string): Promise<boolean> {
  const [row] = await db.select({ id: tubeLabels.id }).from(tubeLabels).where(eq(tubeLabels.orderId, orderId)).limit(1);
  return row !== undefined;
}

export async function tubeLabelByCode(db: Database, code: string): Promise<TubeLabelRow | null> {
  const [row] = await db.select().from(tubeLabels).where(eq(tubeLabels.code, code));
  return row ?? null;
}

export function tubeLabelsOf(db: Database, orderId: string): Promise<TubeLabelRow[]> {
  return db.select().from(tubeLabels).where(eq(tubeLabels.orderId, orderId)).orderBy(asc(tubeLabels.tubeNo));
}
