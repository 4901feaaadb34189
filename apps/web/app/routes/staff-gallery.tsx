import { GALLERY_PERMISSION, NOT_FOUND_PATH, grantedEntries, hasPermission } from '@portal/domain';
import { redirect } from 'react-router';
import { WidgetGallery } from '../features/staff/components/widget-gallery';
import { currentStaff } from '../lib/current-staff.server';
import type { Route } from './+types/staff-gallery';

/** Only staff holding the gallery permission see it; to anyone else it is an unknown page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await currentStaff(request, context);
  if (!staff || !hasPermission(GALLERY_PERMISSION, grantedEntries(staff.permissions))) throw redirect(NOT_FOUND_PATH);
  return null;
}

export default function StaffGallery() {
  return <WidgetGallery />;
}
