import type { PersonalDataHolders } from '../accounts/index.js';
import { allCartLinesOf, removeAllCartLinesOf } from '../cart/index.js';
import { designsOfOrders } from './orders.designs.repository.js';
import { eraseOrderContacts, everythingOf, linesOfOrders } from './orders.repository.js';

/**
 * The customer's orders (with the designs vector orders copied), cart, invoices and parcels in their data export; on
 * account deletion the cart goes and the orders lose the person's name, e-mail, contact and address, while orders and
 * invoices themselves stay as the law requires (security.md S19).
 */
export const orderPersonalData: PersonalDataHolders = {
  async collect(db, customerId) {
    const [{ orderRows, invoiceRows, parcelRows }, cart] = await Promise.all([everythingOf(db, customerId), allCartLinesOf(db, customerId)]);
    const orderIds = orderRows.map((order) => order.id);
    const [lines, designs] = await Promise.all([linesOfOrders(db, orderIds), designsOfOrders(db, orderIds)]);
    const withLines = orderRows.map(({ idempotencyKey: _key, version: _version, ...order }) => ({
      ...order,
      lines: lines.filter((line) => line.orderId === order.id),
      designs: designs.filter((design) => design.orderId === order.id),
    }));
    return { orders: withLines, cart, invoices: invoiceRows, parcels: parcelRows };
  },
  async erase(db, customerId) {
    await removeAllCartLinesOf(db, customerId);
    await eraseOrderContacts(db, customerId);
  },
};
