import type { OrderStatus } from '@portal/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<OrderStatus, string> = {
  cart: 'default',
  inquirying: 'gold',
  confirmed: 'blue',
  producting: 'purple',
  shipped: 'cyan',
  completed: 'green',
  canceled: 'default',
};

export function StatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Tag color={COLOURS[status]} data-testid="order-status">
      {t(`status_${status}`)}
    </Tag>
  );
}
