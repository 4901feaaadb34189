import { robotsDisallowedPaths } from '@portal/domain';
import { robotsTxt } from '../lib/crawler-files';
import { isPublicPage } from '../navigation/pages';
import type { Route } from './+types/robots-txt';

export async function loader({ request, context }: Route.LoaderArgs) {
  const body = robotsTxt({ origin: new URL(request.url).origin, disallow: robotsDisallowedPaths(context.config.apiBasePath, (path) => isPublicPage(path)) });
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
