import { GALLERY_PERMISSION } from '@portal/domain';
import { WidgetGallery } from '../features/staff/components/widget-gallery';
import { requireStaffPermission } from '../lib/current-staff.server';
import type { Route } from './+types/staff-gallery';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPermission(request, context, GALLERY_PERMISSION);
  return null;
}

export default function StaffGallery() {
  return <WidgetGallery />;
}
