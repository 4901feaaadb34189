import { REPORTS_PERMISSION } from '@portal/domain';
import { requireStaffPermission } from '../lib/current-staff.server';
import type { Route } from './+types/staff-reports';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPermission(request, context, REPORTS_PERMISSION);
  return null;
}

export default function StaffReports() {
  return null;
}
