import type { UIMatch } from 'react-router';

/**
 * How a page runs in the browser, declared by a route's `handle.islands`:
 * - `true` (or a function of the route's loader data answering true): the server's HTML is the whole page; only
 *   the islands script (app/islands) enhances it, and the React app is never downloaded;
 * - `false`: the React app hydrates the page (forms, dialogs, popovers that need it).
 * The deepest route that says decides; a page no route speaks for hydrates.
 */
export type IslandsHandle = { islands?: boolean | ((data: unknown) => boolean) };

export type PageScripts = 'app' | 'islands';

export function pageScriptsOf(matches: readonly UIMatch[]): PageScripts {
  const decisive = matches.findLast((match) => (match.handle as IslandsHandle | undefined)?.islands !== undefined);
  const islands = (decisive?.handle as IslandsHandle | undefined)?.islands;
  if (typeof islands === 'function') return islands(decisive?.data) ? 'islands' : 'app';
  return islands ? 'islands' : 'app';
}
