import type { OrderSummary } from '@portal/domain';
import type { TFunction } from 'i18next';

/** What an order is, for lists and facts: the service of a service order, otherwise its order type. */
export function orderTypeLabel(order: Pick<OrderSummary, 'orderType' | 'service'>, t: TFunction): string {
  return order.service ? t(`services:service_${order.service}`) : t(`orders:orderType_${order.orderType}`);
}
