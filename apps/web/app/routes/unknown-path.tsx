import { NOT_FOUND_PATH } from '@portal/domain';
import { redirect } from 'react-router';
import { guardRequest } from '../lib/route-guard.server';
import type { Route } from './+types/unknown-path';

/** The guard comes first (an anonymous visitor is asked to log in, as for any protected path), then /404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardRequest(request, context);
  return redirect(NOT_FOUND_PATH);
}
