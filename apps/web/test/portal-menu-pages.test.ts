import { type Edition, SERVICES, SYSTEM_MENUS, buildMenu, menuPages } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { PORTAL_PAGES, servesPage } from '../app/navigation/pages';
import routes from '../app/routes';

type RouteEntry = { file: string; path?: string; children?: RouteEntry[] };

/** Every address the route table answers, as the router joins layout and page paths. */
function routePaths(entries: readonly RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    return [...(entry.path === undefined ? [] : [here]), ...routePaths(entry.children ?? [], here)];
  });
}

/** Whether a route path answers a menu path: case-insensitive, a `:name` segment standing for any one segment. */
function answers(routePath: string, path: string): boolean {
  const route = routePath.toLowerCase().split('/');
  const wanted = path.toLowerCase().split('/');
  return route.length === wanted.length && route.every((part, index) => part.startsWith(':') || part === wanted[index]);
}

const TABLE = routePaths(routes as RouteEntry[]).filter((path) => !path.includes('*'));
const EVERY_ENTRY = { permissions: [], available: () => true };

describe.each([1, 2, 3] as const)('the menu of system type %i', (systemType) => {
  it.each(['zh', 'intl'] as Edition[])('has a page in the route table for every entry of the %s edition', (edition) => {
    const listed = menuPages(buildMenu(SYSTEM_MENUS[systemType].items, { edition, ...EVERY_ENTRY })).map((item) => item.path);
    expect(listed.length).toBeGreaterThan(5);
    const missing = listed.filter((path) => !TABLE.some((routePath) => answers(routePath, path)));
    expect(missing).toEqual([]);
    // The menu the layout shows leaves out entries without a page; with every page there, it leaves out none.
    const shown = menuPages(buildMenu(SYSTEM_MENUS[systemType].items, { edition, permissions: [], available: (path) => servesPage(PORTAL_PAGES, path) }));
    expect(shown.map((item) => item.path)).toEqual(listed);
  });
});

describe('the service pages', () => {
  it('are the twelve services of the order client, each at its menu address', () => {
    const serviceEntries = menuPages(SYSTEM_MENUS[1].items).filter((item) => SERVICES.some((service) => service.path === item.path));
    expect(serviceEntries).toHaveLength(12);
    for (const service of SERVICES)
      expect(
        TABLE.some((routePath) => answers(routePath, service.path)),
        service.path,
      ).toBe(true);
  });
});
