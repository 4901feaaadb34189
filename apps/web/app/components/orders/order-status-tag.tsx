import { type OrderSummary, type ShownOrderStatus, shownOrderStatus } from '@portal/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type Hue = 'blue' | 'gold' | 'geekblue' | 'purple' | 'cyan' | 'green';

/** Each status's hue of the theme's palette; the cart and a canceled order stay neutral. */
const HUES: Record<ShownOrderStatus, Hue | null> = {
  cart: null,
  inquirying: 'blue',
  confirmed: 'gold',
  quoteAccepted: 'geekblue',
  producting: 'purple',
  shipped: 'cyan',
  completed: 'green',
  canceled: null,
};

/** An order's status as the customer and staff read it: a confirmed quote says it is accepted and awaits production. */
export function OrderStatusTag({ order }: { order: Pick<OrderSummary, 'status' | 'confirmDate'> }) {
  const { t } = useTranslation('orders');
  const status = shownOrderStatus(order);
  const hue = HUES[status];
  return (
    <Tag
      color={hue ?? undefined}
      data-testid="order-status"
      // The theme keeps every hue's text readable on its pale ground; a long status wraps on a phone rather than
      // widening the page.
      style={{ whiteSpace: 'normal', maxWidth: '100%' }}
    >
      {t(`status_${status}`)}
    </Tag>
  );
}
