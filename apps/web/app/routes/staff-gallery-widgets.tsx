import { GALLERY_PERMISSION } from '@portal/domain';
import { WidgetsGallery } from '../features/staff/components/widgets-gallery';
import { requireStaffPermission } from '../lib/current-staff.server';
import type { Route } from './+types/staff-gallery-widgets';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPermission(request, context, GALLERY_PERMISSION);
  return null;
}

export default function StaffGalleryWidgets() {
  return <WidgetsGallery />;
}
