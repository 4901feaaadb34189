import { ORDERS_VIEW_PERMISSION } from '@portal/domain';
import { useSearchParams } from 'react-router';
import { OrderDeskDetail } from '../features/order-desk/components/order-desk-detail';
import { requireStaffPermission } from '../lib/current-staff.server';
import type { Route } from './+types/staff-order-detail';

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaffPermission(request, context, ORDERS_VIEW_PERMISSION);
  return { permissions: staff.permissions };
}

/** One order on the desk, with the steps the member's permissions allow. */
export default function StaffOrderDetail({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return <OrderDeskDetail id={params.get('id') ?? ''} permissions={loaderData.permissions} />;
}
