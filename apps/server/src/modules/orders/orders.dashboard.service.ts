import { type Currency, DASHBOARD_MONTHS, DASHBOARD_RECENT_ORDERS, type Dashboard, monthsEndingWith } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { confirmedSpendByMonth, latestOrders, ordersShippedSince, stageCounts } from './orders.dashboard.repository.js';
import { toSummary } from './orders.view.js';

/** `YYYY-MM` of `now` in `timeZone`. */
function monthIn(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const part = (type: 'year' | 'month') => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** The order client's home figures for one customer (dashboardSchema), months counted in the customer's time zone. */
export async function customerDashboard(db: Database, customerId: string, context: { timeZone: string; currency: Currency; now: Date }): Promise<Dashboard> {
  const current = monthIn(context.now, context.timeZone);
  const months = monthsEndingWith(current, DASHBOARD_MONTHS);
  const [counts, shippedThisMonth, spend, recent] = await Promise.all([
    stageCounts(db, customerId),
    ordersShippedSince(db, customerId, current, context.timeZone),
    confirmedSpendByMonth(db, { customerId, fromMonth: months[0] ?? current, timeZone: context.timeZone, currency: context.currency }),
    latestOrders(db, customerId, DASHBOARD_RECENT_ORDERS),
  ]);
  const spent = new Map(spend.map((entry) => [entry.month, entry.totalMinor]));
  return {
    ...counts,
    shippedThisMonth,
    currency: context.currency,
    spendByMonth: months.map((month) => ({ month, totalMinor: spent.get(month) ?? 0 })),
    recentOrders: recent.map(toSummary),
  };
}
