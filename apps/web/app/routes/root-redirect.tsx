import { rootRedirect } from '@portal/domain';
import { redirect } from 'react-router';
import type { Route } from './+types/root-redirect';

export function loader({ context }: Route.LoaderArgs) {
  return redirect(rootRedirect(context.config.systemType));
}
