import { useRouteLoaderData } from 'react-router';
import { StaffWelcome } from '../features/staff/components/staff-welcome';
import type { loader as staffLoader } from '../layouts/staff-layout';

/** The staff home; the screens of later issues (inquiries, orders, jobs) are reached from here. */
export default function StaffHome() {
  const staff = useRouteLoaderData<typeof staffLoader>('layouts/staff-layout')?.staff;
  return staff ? <StaffWelcome staff={staff} /> : null;
}
