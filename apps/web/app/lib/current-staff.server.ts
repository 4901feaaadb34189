import { NOT_FOUND_PATH, STAFF_TOKEN_COOKIE, type StaffInfo, readCookie, staffEndpoints, staffMay } from '@portal/domain';
import { type AppLoadContext, redirect } from 'react-router';
import { ApiError } from './api-client';
import { serverApi } from './api.server';

/** The staff member behind the request's staff cookie, or null (none, expired, revoked, disabled). */
export async function currentStaff(request: Request, context: AppLoadContext): Promise<StaffInfo | null> {
  if (!readCookie(request.headers.get('cookie'), STAFF_TOKEN_COOKIE)) return null;
  try {
    return (await serverApi(request, context, STAFF_TOKEN_COOKIE).call(staffEndpoints.info)).result;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The staff member when they hold `permission`; to anyone else the page is unknown (no hint that it exists). */
export async function requireStaffPermission(request: Request, context: AppLoadContext, permission: string): Promise<StaffInfo> {
  const staff = await currentStaff(request, context);
  if (!staff || !staffMay(staff.permissions, permission)) throw redirect(NOT_FOUND_PATH);
  return staff;
}
