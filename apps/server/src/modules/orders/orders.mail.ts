import { type OrderAction, formatPrice, shownOrderStatus, translate } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { customerPhone } from '../accounts/index.js';
import { enqueueMessage } from '../notifications/index.js';
import type { OrderRow } from './orders.repository.js';

type OrdersKey = Parameters<typeof translate<'orders'>>[2];

/** The steps a customer is also told of by text message, where their account has a mobile number. */
const TEXTED_STEPS: Partial<Record<OrderAction, OrdersKey>> = { quote: 'smsQuoteReady', ship: 'smsShipped' };

/**
 * Queues the customer's e-mail about a step of their order, and a text message for the steps that matter most
 * (quote ready, shipped), in the transaction of the step (sent after commit).
 */
export async function queueOrderMail(db: Database, order: OrderRow, action: OrderAction, note: string, brand: string): Promise<void> {
  const t = (key: OrdersKey, params?: Record<string, string>) => translate(order.language, 'orders', key, params);
  const texted = TEXTED_STEPS[action];
  const phone = texted ? await customerPhone(db, order.customerId) : null;
  if (texted && phone) await enqueueMessage(db, { channel: 'sms', recipient: phone, body: t(texted, { brand, orderNo: order.orderNo }) });
  if (!order.customerEmail) return;
  const status = t(`status_${shownOrderStatus(order)}`);
  const total = order.totalMinor === null ? t('totalPending') : formatPrice(order.totalMinor, order.currency, order.language);
  await enqueueMessage(db, {
    channel: 'email',
    recipient: order.customerEmail,
    subject: t('mailSubject', { brand, orderNo: order.orderNo, status }),
    body: t('mailBody', { name: order.customerName, orderNo: order.orderNo, status, action: t(`action_${action}`), note, total }),
  });
}
