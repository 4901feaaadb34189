import type { Edition } from '../i18n/languages.js';
import { SERVICES, type ServiceGroup } from '../services/service-catalogue.js';
import { MY_INVOICES_PATH, MY_PARCELS_PATH } from './route-guard.js';
import { CATALOG_EDIT_PERMISSION, CONTENT_EDIT_PERMISSION } from '../catalog/catalog-staff.contract.js';
import { AUDIT_PERMISSION, ORDERS_VIEW_PERMISSION } from '../orders/order.contract.js';
import { GALLERY_PERMISSION, JOBS_PERMISSION, type PermissionEntry, REPORTS_PERMISSION, hasPermission } from '../permissions/permissions.js';
import { WEBHOOKS_PERMISSION } from '../webhooks/webhooks.contract.js';
import { PUNCHOUT_PERMISSION } from '../punchout/punchout.contract.js';
import { ORGANISATIONS_PERMISSION } from '../accounts/organisation.contract.js';

/**
 * A menu item as spec section 2 describes them (path, name, hidden, meta with title, icon, permission list,
 * keep-alive…). `title` is a message key of the web app's `menu` catalogue, or `namespace:key` of another (a service's name); `icon` names an icon the layout knows.
 */
export type MenuItem = {
  path: string;
  name: string;
  title: string;
  icon?: string;
  /** Reachable and shown in tabs and breadcrumb, but not listed in the side menu (detail pages). */
  hidden?: boolean;
  /** Spec section 2: items whose route flag is '0' are left out entirely. */
  route?: '0' | '1';
  /** The first reading of section 6: shown only when the user's list grants this action. */
  permission?: string;
  keepAlive?: boolean;
  /** False for a page whose tab refuses to close (the home pages). */
  closable?: boolean;
  /** Invoice/package and system-settings entries exist only in the Chinese edition (sections 2 and 6). */
  chineseOnly?: boolean;
  children?: MenuItem[];
};

export type MenuSet = { home: MenuItem; items: MenuItem[] };

const DASHBOARD: MenuItem = { path: '/dashboard/analysis', name: 'dashboard-analysis', title: 'home', icon: 'home', closable: false, keepAlive: true };
const ACCOUNT_CENTRE: MenuItem = { path: '/account/center', name: 'account-center', title: 'accountCentre', icon: 'user', keepAlive: true };
const SYSTEM_SETTING: MenuItem = { path: '/system/setting', name: 'system-setting', title: 'systemSetting', icon: 'setting', chineseOnly: true };
const ABINVIVO_ACCOUNT: MenuItem = {
  path: '/abinvivoAccount',
  name: 'abinvivo-account',
  title: 'accountCentre',
  icon: 'user',
  closable: false,
  keepAlive: true,
};
const CART: MenuItem = { path: '/cart/Index', name: 'cart', title: 'cart', icon: 'cart', keepAlive: true };
const ORDER_DETAIL: MenuItem = { path: '/myOrder/Detail', name: 'myOrder-Detail', title: 'orderDetail', hidden: true };
/** The named route IsSuccess: where a submitted inquiry lands, with its number. */
const INQUIRY_SENT: MenuItem = { path: '/IsSuccess', name: 'IsSuccess', title: 'inquirySent', hidden: true };

/** The service pages of one group, in the order of the service table; a group listed at the top level has an icon. */
const servicesIn = (group: ServiceGroup, icon?: string): MenuItem[] =>
  SERVICES.filter((service) => service.group === group).map((service) => ({
    path: service.path,
    name: service.routeName,
    title: `services:service_${service.key}`,
    ...(icon ? { icon } : {}),
    keepAlive: true,
  }));

/** Spec section 2, 'Menus by system type': the static list each system type builds its menu from. */
export const SYSTEM_MENUS: Readonly<Record<1 | 2 | 3, MenuSet>> = {
  1: {
    home: DASHBOARD,
    items: [
      DASHBOARD,
      ...servicesIn('discovery', 'experiment'),
      { path: '/engineering', name: 'engineering', title: 'antibodyEngineering', icon: 'deployment', children: servicesIn('engineering') },
      { path: '/testing', name: 'testing', title: 'testingServices', icon: 'dashboard', children: servicesIn('testing') },
      ...servicesIn('synthesis', 'primer'),
      CART,
      { path: '/myOrder/Index', name: 'myOrder', title: 'myOrders', icon: 'orders', keepAlive: true },
      ORDER_DETAIL,
      INQUIRY_SENT,
      { path: MY_INVOICES_PATH, name: 'myInvoice', title: 'myInvoices', icon: 'invoice', chineseOnly: true },
      { path: MY_PARCELS_PATH, name: 'myPackage', title: 'myParcels', icon: 'parcel', chineseOnly: true },
      ACCOUNT_CENTRE,
      SYSTEM_SETTING,
    ],
  },
  2: {
    home: DASHBOARD,
    items: [
      DASHBOARD,
      { path: '/plasmidBuilder/vectorOrder', name: 'vectorOrder', title: 'vectorOrder', icon: 'experiment', keepAlive: true },
      { path: '/plasmidOrder/Index', name: 'plasmidOrder', title: 'plasmidOrders', icon: 'orders', keepAlive: true },
      { path: '/plasOrder/Detail', name: 'plasOrder-Detail', title: 'plasmidOrderDetail', hidden: true },
      ORDER_DETAIL,
      CART,
      ACCOUNT_CENTRE,
      SYSTEM_SETTING,
    ],
  },
  3: {
    home: ABINVIVO_ACCOUNT,
    items: [
      ABINVIVO_ACCOUNT,
      { path: '/abinvivoProduct', name: 'abinvivoProduct', title: 'quickOrder', icon: 'experiment', keepAlive: true },
      { path: '/UmabsDB/all', name: 'UmabsDB', title: 'antibodyDatabase', icon: 'database', keepAlive: true },
      { path: '/abinvivoCart', name: 'abinvivoCart', title: 'cart', icon: 'cart', keepAlive: true },
      { path: '/abinvivoMyOrder', name: 'abinvivoMyOrder', title: 'myOrders', icon: 'orders', keepAlive: true },
      { path: '/abinvivoMyOrder-Detail', name: 'abinvivoMyOrder-Detail', title: 'orderDetail', hidden: true },
      INQUIRY_SENT,
      SYSTEM_SETTING,
    ],
  },
};

const STAFF_HOME: MenuItem = { path: '/staff', name: 'staff-home', title: 'staffHome', icon: 'home', closable: false, keepAlive: true };
const gallery = (path: string, name: string, title: string): MenuItem => ({ path, name, title, permission: GALLERY_PERMISSION, keepAlive: true });

/** The staff area's menu; each screen is listed only for members holding its permission. */
export const STAFF_MENU: MenuSet = {
  home: STAFF_HOME,
  items: [
    STAFF_HOME,
    { path: '/staff/jobs', name: 'staff-jobs', title: 'scheduledJobs', icon: 'schedule', permission: JOBS_PERMISSION, keepAlive: true },
    {
      path: '/staff/organisations',
      name: 'staff-organisations',
      title: 'organisations',
      icon: 'team',
      permission: ORGANISATIONS_PERMISSION,
      keepAlive: true,
    },
    { path: '/staff/webhooks', name: 'staff-webhooks', title: 'webhooks', icon: 'api', permission: WEBHOOKS_PERMISSION, keepAlive: true },
    { path: '/staff/punchout', name: 'staff-punchout', title: 'punchout', icon: 'cart', permission: PUNCHOUT_PERMISSION, keepAlive: true },
    { path: '/staff/reports', name: 'staff-reports', title: 'reports', icon: 'report', permission: REPORTS_PERMISSION, keepAlive: true },
    { path: '/staff/orders', name: 'staff-orders', title: 'orderDesk', icon: 'orders', permission: ORDERS_VIEW_PERMISSION, keepAlive: true },
    { path: '/staff/orders/detail', name: 'staff-order-detail', title: 'orderDetail', permission: ORDERS_VIEW_PERMISSION, hidden: true },
    { path: '/staff/audit', name: 'staff-audit', title: 'auditLog', icon: 'audit', permission: AUDIT_PERMISSION, keepAlive: true },
    { path: '/staff/products', name: 'staff-products', title: 'catalogueDesk', icon: 'database', permission: CATALOG_EDIT_PERMISSION, keepAlive: true },
    { path: '/staff/products/edit', name: 'staff-product-edit', title: 'productEditor', permission: CATALOG_EDIT_PERMISSION, hidden: true },
    { path: '/staff/content', name: 'staff-content', title: 'contentDesk', icon: 'appstore', permission: CONTENT_EDIT_PERMISSION, keepAlive: true },
    {
      path: '/staff/services/prices',
      name: 'staff-primer-prices',
      title: 'primerPrices',
      icon: 'primer',
      permission: CATALOG_EDIT_PERMISSION,
      keepAlive: true,
    },
    {
      path: '/staff/gallery-group',
      name: 'staff-gallery-group',
      title: 'widgetGallery',
      icon: 'appstore',
      children: [
        gallery('/staff/gallery', 'staff-gallery', 'galleryDialogs'),
        gallery('/staff/gallery/cron', 'staff-gallery-cron', 'galleryCron'),
        gallery('/staff/gallery/table', 'staff-gallery-table', 'galleryTable'),
        gallery('/staff/gallery/widgets', 'staff-gallery-widgets', 'galleryWidgets'),
      ],
    },
  ],
};

export type MenuContext = {
  edition: Edition;
  permissions: readonly PermissionEntry[];
  /** Paths whose page this build serves; an item without one (a page a later release adds) is left out. */
  available: (path: string) => boolean;
};

/**
 * The menu after login (spec sections 2 and 6): items flagged '0', Chinese-only entries outside the Chinese
 * edition, items the user's permissions do not grant and pages not served are left out; a group with no item
 * left disappears with them.
 */
export function buildMenu(items: readonly MenuItem[], context: MenuContext): MenuItem[] {
  return items.flatMap((item) => {
    if (item.route === '0') return [];
    if (item.chineseOnly && context.edition !== 'zh') return [];
    if (item.permission && !hasPermission(item.permission, context.permissions)) return [];
    if (item.children) {
      const children = buildMenu(item.children, context);
      return children.length > 0 ? [{ ...item, children }] : [];
    }
    return context.available(item.path) ? [item] : [];
  });
}

/** Every reachable item of a built menu, groups left out, in menu order. */
export function menuPages(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.children ? menuPages(item.children) : [item]));
}

/** Case-insensitive, like the router, and without a trailing slash. */
function samePath(a: string, b: string): boolean {
  const normal = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';
  return normal(a) === normal(b);
}

/** The chain of items from the top level down to the page at `pathname` (groups included), or [] when none. */
export function menuTrail(items: readonly MenuItem[], pathname: string): MenuItem[] {
  for (const item of items) {
    if (item.children) {
      const below = menuTrail(item.children, pathname);
      if (below.length > 0) return [item, ...below];
    } else if (samePath(item.path, pathname)) {
      return [item];
    }
  }
  return [];
}
