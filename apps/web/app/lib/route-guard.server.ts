import { type UserInfo, guardDecision } from '@portal/domain';
import { type AppLoadContext, redirect } from 'react-router';
import { isPublicPage } from '../navigation/pages';
import { currentUser } from './current-user.server';

/**
 * The guard of spec section 2 for a loader: throws the redirect it calls for (to login with `redirect`,
 * or home from the login page), else returns the signed-in user or null on a public path.
 */
export async function guardRequest(request: Request, context: AppLoadContext): Promise<UserInfo | null> {
  const url = new URL(request.url);
  const user = await currentUser(request, context);
  const decision = guardDecision({
    pathname: url.pathname,
    search: url.search,
    signedIn: user !== null,
    homePath: context.config.homePath,
    isPublic: isPublicPage(url.pathname, context.config.extraPublicPath),
  });
  if (decision.kind === 'redirect') throw redirect(decision.to);
  return user;
}
