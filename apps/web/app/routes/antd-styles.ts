import { stylesheet } from '../lib/antd-styles.server';
import type { Route } from './+types/antd-styles';

/** antd's server-rendered stylesheet (see lib/antd-styles.server.ts): kept for good when it is the version asked for. */
export function loader({ params }: Route.LoaderArgs) {
  const { css, exact } = stylesheet(params.file.replace(/\.css$/, ''));
  return new Response(css, {
    headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': exact ? 'public, max-age=31536000, immutable' : 'no-store' },
  });
}
