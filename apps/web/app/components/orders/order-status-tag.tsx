import { type OrderSummary, type ShownOrderStatus, shownOrderStatus } from '@portal/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ShownOrderStatus, string> = {
  cart: 'default',
  inquirying: 'processing',
  confirmed: 'gold',
  quoteAccepted: 'green',
  producting: 'blue',
  shipped: 'cyan',
  completed: 'success',
  canceled: 'default',
};

/** An order's status as the customer and staff read it: a confirmed quote says it is accepted and awaits production. */
export function OrderStatusTag({ order }: { order: Pick<OrderSummary, 'status' | 'confirmDate'> }) {
  const { t } = useTranslation('orders');
  const status = shownOrderStatus(order);
  return (
    // A long status wraps on a phone rather than pushing the page wider than the screen.
    <Tag color={COLOURS[status]} data-testid="order-status" style={{ whiteSpace: 'normal', maxWidth: '100%' }}>
      {t(`status_${status}`)}
    </Tag>
  );
}
