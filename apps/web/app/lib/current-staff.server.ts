import { STAFF_TOKEN_COOKIE, type StaffInfo, readCookie } from '@portal/domain';
import type { AppLoadContext } from 'react-router';
import { ApiError } from './api-client';
import { serverApi } from './api.server';

/** The staff member behind the request's staff cookie, or null (none, expired, revoked, disabled). */
export async function currentStaff(request: Request, context: AppLoadContext): Promise<StaffInfo | null> {
  if (!readCookie(request.headers.get('cookie'), STAFF_TOKEN_COOKIE)) return null;
  try {
    return (await serverApi(request, context, STAFF_TOKEN_COOKIE).get<StaffInfo>('/staff/info')).result;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
