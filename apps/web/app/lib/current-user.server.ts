import { type UserInfo, accountEndpoints } from '@portal/domain';
import type { AppLoadContext } from 'react-router';
import { ApiError } from './api-client';
import { serverApi, sessionToken } from './api.server';

/** The signed-in user behind the request's token cookie, or null (no token, expired, revoked). */
export async function currentUser(request: Request, context: AppLoadContext): Promise<UserInfo | null> {
  if (!sessionToken(request)) return null;
  try {
    return (await serverApi(request, context).call(accountEndpoints.info)).result;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
