import { type MenuSet, SYSTEM_MENUS, buildMenu } from '@portal/domain';
import { useRootData } from '../root';
import { PORTAL_PAGES, servesPage } from './pages';

/**
 * The customer's menu for the deployment's system type and edition (spec section 2). Customers carry no
 * permission list and their entries name no permission, so edition and served pages filter them.
 */
export function usePortalMenu(): MenuSet {
  const { config } = useRootData();
  const menus = SYSTEM_MENUS[config.systemType];
  return { home: menus.home, items: buildMenu(menus.items, { edition: config.edition, permissions: [], available: (path) => servesPage(PORTAL_PAGES, path) }) };
}
