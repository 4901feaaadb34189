import { z } from 'zod';
import { CURRENCIES } from '../catalog/product.contract.js';
import { orderSummarySchema } from './order.contract.js';

/** The spend chart covers this many months, the current one last. */
export const DASHBOARD_MONTHS = 12;
/** The dashboard lists this many of the customer's latest orders. */
export const DASHBOARD_RECENT_ORDERS = 5;

/** One month of the spend chart: `YYYY-MM` in the customer's time zone, and what was confirmed in it. */
export const monthlySpendSchema = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), totalMinor: z.number().int() });
export type MonthlySpend = z.infer<typeof monthlySpendSchema>;

/**
 * The order client's home (issue 17): the signed-in customer's own figures. Counts are of orders in each stage now;
 * spend is the quoted total of the orders the customer confirmed in each month, cancelled ones left out, in the
 * edition's currency.
 */
export const dashboardSchema = z.object({
  openInquiries: z.number().int(),
  /** Quoted and waiting for the customer's confirmation. */
  awaitingConfirmation: z.number().int(),
  inProduction: z.number().int(),
  /** Orders with a parcel sent this calendar month. */
  shippedThisMonth: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** Every month of the window, oldest first, zero where nothing was confirmed. */
  spendByMonth: z.array(monthlySpendSchema),
  recentOrders: z.array(orderSummarySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The `YYYY-MM` months ending with `current`, oldest first. */
export function monthsEndingWith(current: string, count: number): string[] {
  const [year, month] = current.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_unused, index) => {
    const offset = year * 12 + (month - 1) - (count - 1 - index);
    return `${Math.floor(offset / 12)}-${String((offset % 12) + 1).padStart(2, '0')}`;
  });
}
