import { type OrderAction, formatPrice, shownOrderStatus, translate } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { enqueueMessage } from '../notifications/index.js';
import type { OrderRow } from './orders.repository.js';

/** Queues the customer's e-mail about a step of their order, in the transaction of the step (sent after commit). */
export async function queueOrderMail(db: Database, order: OrderRow, action: OrderAction, note: string, brand: string): Promise<void> {
  if (!order.customerEmail) return;
  const t = (key: Parameters<typeof translate<'orders'>>[2], params?: Record<string, string>) => translate(order.language, 'orders', key, params);
  const status = t(`status_${shownOrderStatus(order)}`);
  const total = order.totalMinor === null ? t('totalPending') : formatPrice(order.totalMinor, order.currency, order.language);
  await enqueueMessage(db, {
    channel: 'email',
    recipient: order.customerEmail,
    subject: t('mailSubject', { brand, orderNo: order.orderNo, status }),
    body: t('mailBody', { name: order.customerName, orderNo: order.orderNo, status, action: t(`action_${action}`), note, total }),
  });
}
