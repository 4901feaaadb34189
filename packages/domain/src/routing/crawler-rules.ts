import { SYSTEM_MENUS, STAFF_MENU, menuPages } from './menus.js';

/** The part of a menu path before its first parameter segment, which robots.txt matches as a prefix. */
function pathPrefix(path: string): string {
  const cut = path.search(/\/[:{]/);
  return cut === -1 ? path : `${path.slice(0, cut)}/`;
}

/**
 * What robots.txt keeps crawlers out of: the API, the sign-in pages and every signed-in page of the menus
 * (customer portal and staff area). The public catalogue stays open.
 */
export function robotsDisallowedPaths(apiBasePath: string, isPublic: (path: string) => boolean): string[] {
  const menuPaths = [...Object.values(SYSTEM_MENUS), STAFF_MENU]
    .flatMap((set) => menuPages([set.home, ...set.items]))
    .map((item) => item.path)
    .filter((path) => !isPublic(path))
    .map(pathPrefix);
  const fixed = [`${apiBasePath}/`, '/user/', '/oauth2-app/', '/punchout/', '/staff'];
  return [...new Set([...fixed, ...menuPaths])];
}
