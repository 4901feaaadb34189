import { GALLERY_PERMISSION } from '@portal/domain';
import { PrimerLinesGallery } from '../features/staff/components/primer-lines-gallery';
import { requireStaffPermission } from '../lib/current-staff.server';
import type { Route } from './+types/staff-gallery-table';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPermission(request, context, GALLERY_PERMISSION);
  return null;
}

export default function StaffGalleryTable() {
  return <PrimerLinesGallery />;
}
