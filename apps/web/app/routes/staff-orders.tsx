import { ORDERS_VIEW_PERMISSION } from '@portal/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderQueue } from '../features/order-desk/components/order-queue';
import { requireStaffPermission } from '../lib/current-staff.server';
import type { Route } from './+types/staff-orders';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPermission(request, context, ORDERS_VIEW_PERMISSION);
  return null;
}

/** The order desk's queue: new inquiries first, every other status a tab away. */
export default function StaffOrders() {
  const { t } = useTranslation('order-desk');
  return (
    <>
      <Typography.Title level={2}>{t('queue.title')}</Typography.Title>
      <OrderQueue />
    </>
  );
}
