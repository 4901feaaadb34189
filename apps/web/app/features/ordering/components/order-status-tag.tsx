import type { OrderStatus } from '@portal/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<OrderStatus, string> = {
  cart: 'default',
  inquirying: 'processing',
  confirmed: 'gold',
  producting: 'blue',
  shipped: 'cyan',
  completed: 'success',
  canceled: 'default',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Tag color={COLORS[status]} data-testid="order-status">
      {t(`status_${status}`)}
    </Tag>
  );
}
