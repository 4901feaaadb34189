import type { Currency } from '@portal/domain';
import { and, count, countDistinct, desc, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { OrderRow } from './orders.repository.js';
import { orders, parcels } from './orders.table.js';

export type StageCounts = { openInquiries: number; awaitingConfirmation: number; inProduction: number };

/** How many of the customer's orders are in each open stage, in one pass over their orders. */
export async function stageCounts(db: Database, customerId: string): Promise<StageCounts> {
  const [row] = await db
    .select({
      openInquiries: count(sql`case when ${orders.status} = 'inquirying' then 1 end`),
      awaitingConfirmation: count(sql`case when ${orders.status} = 'confirmed' and ${orders.confirmDate} is null then 1 end`),
      inProduction: count(sql`case when ${orders.status} = 'producting' then 1 end`),
    })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  return { openInquiries: row?.openInquiries ?? 0, awaitingConfirmation: row?.awaitingConfirmation ?? 0, inProduction: row?.inProduction ?? 0 };
}

/** The start of `month` (`YYYY-MM`) in `timeZone`, as an instant. */
const monthStart = (month: string, timeZone: string) => sql`(${`${month}-01`}::timestamp at time zone ${timeZone})`;

/** Orders of the customer with a parcel sent since the start of `month` in `timeZone`. */
export async function ordersShippedSince(db: Database, customerId: string, month: string, timeZone: string): Promise<number> {
  const [row] = await db
    .select({ value: countDistinct(parcels.orderId) })
    .from(parcels)
    .where(and(eq(parcels.customerId, customerId), gte(parcels.shippedAt, monthStart(month, timeZone))));
  return row?.value ?? 0;
}

/**
 * The quoted totals of the orders the customer confirmed since the start of `fromMonth`, by month of confirmation in
 * `timeZone`, in `currency`; cancelled orders are left out. Months without any are absent.
 */
export async function confirmedSpendByMonth(
  db: Database,
  query: { customerId: string; fromMonth: string; timeZone: string; currency: Currency },
): Promise<{ month: string; totalMinor: number }[]> {
  const month = sql<string>`to_char(${orders.confirmDate} at time zone ${query.timeZone}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, totalMinor: sql<string>`sum(${orders.totalMinor})` })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, query.customerId),
        eq(orders.currency, query.currency),
        ne(orders.status, 'canceled'),
        isNotNull(orders.totalMinor),
        gte(orders.confirmDate, monthStart(query.fromMonth, query.timeZone)),
      ),
    )
    // By position: the month expression carries a parameter, which PostgreSQL would not match to the select list's.
    .groupBy(sql`1`);
  return rows.map((row) => ({ month: row.month, totalMinor: Number(row.totalMinor) }));
}

/** The customer's latest orders, newest first: a list without paging, so no total is counted. */
export function latestOrders(db: Database, customerId: string, limit: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
}
