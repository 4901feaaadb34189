import { INVOICES_PERMISSION, ORDERS_FULFIL_PERMISSION, ORDERS_QUOTE_PERMISSION, type OrderDetail, staffMay } from '@portal/domain';
import { Flex } from 'antd';
import { FinishForm, InvoiceForm, ProductionForm, ShipForm } from './fulfilment-forms';
import { QuoteForm } from './quote-form';

/**
 * The forms for what the order allows next (the reply's `actions`) and the member may do; invoices follow
 * shipment. Keyed by the order so a form never carries one order's typing over to another.
 */
export function OrderSteps({ order, permissions }: { order: OrderDetail; permissions: readonly string[] }) {
  const may = (permission: string) => staffMay(permissions, permission);
  const open = (action: string) => order.actions.includes(action);
  const fulfil = may(ORDERS_FULFIL_PERMISSION);
  const invoiceable = (order.status === 'shipped' || order.status === 'completed') && may(INVOICES_PERMISSION);
  return (
    <Flex vertical gap="middle" key={order.id}>
      {open('quote') && may(ORDERS_QUOTE_PERMISSION) ? <QuoteForm order={order} /> : null}
      {open('startProduction') && fulfil ? <ProductionForm orderId={order.id} /> : null}
      {open('ship') && fulfil ? <ShipForm orderId={order.id} /> : null}
      {open('complete') && fulfil ? <FinishForm orderId={order.id} step="complete" /> : null}
      {invoiceable ? <InvoiceForm orderId={order.id} /> : null}
      {open('staffCancel') && fulfil ? <FinishForm orderId={order.id} step="cancel" /> : null}
    </Flex>
  );
}
