import { describe, expect, it } from 'vitest';
import { type MenuContext, type MenuItem, STAFF_MENU, SYSTEM_MENUS, buildMenu, grantedEntries, menuPages, menuTrail } from '../src/index.js';

const everyPage = () => true;
const paths = (items: MenuItem[]) =>
  menuPages(items)
    .filter((item) => !item.hidden)
    .map((item) => item.path);
const context = (overrides: Partial<MenuContext> = {}): MenuContext => ({ edition: 'zh', permissions: [], available: everyPage, ...overrides });

describe('the menu built after login', () => {
  it('lists the standard system type 1 pages, with invoices, parcels and system settings only in the Chinese edition', () => {
    const zh = paths(buildMenu(SYSTEM_MENUS[1].items, context()));
    expect(zh).toEqual([
      '/dashboard/analysis',
      '/Antibody/Antibody',
      '/Affinity/Index',
      '/HullHuman/Index',
      '/Humanization/Index',
      '/Hybridoma/index',
      '/ELISA_testing/Index',
      '/Gator_testing/Index',
      '/Biacore_testing/Index',
      '/FACS_testing/Index',
      '/icIEF_testing/Index',
      '/SequencingServices/Index',
      '/primerSynthesis',
      '/cart/Index',
      '/myOrder/Index',
      '/myInvoice/Index',
      '/myPackage/Index',
      '/account/center',
      '/system/setting',
    ]);
    const intl = paths(buildMenu(SYSTEM_MENUS[1].items, context({ edition: 'intl' })));
    expect(intl).not.toContain('/myInvoice/Index');
    expect(intl).not.toContain('/myPackage/Index');
    expect(intl).not.toContain('/system/setting');
    expect(intl).toHaveLength(zh.length - 3);
  });

  it('lists the plasmid system type 2 pages, the detail pages reachable but hidden', () => {
    const built = buildMenu(SYSTEM_MENUS[2].items, context({ edition: 'intl' }));
    expect(paths(built)).toEqual(['/dashboard/analysis', '/plasmidBuilder/vectorOrder', '/plasmidOrder/Index', '/cart/Index', '/account/center']);
    expect(
      menuPages(built)
        .filter((item) => item.hidden)
        .map((item) => item.path),
    ).toEqual(['/plasOrder/Detail', '/myOrder/Detail']);
  });

  it('lists the animal-model system type 3 pages, its home the account centre', () => {
    expect(paths(buildMenu(SYSTEM_MENUS[3].items, context()))).toEqual([
      '/abinvivoAccount',
      '/abinvivoProduct',
      '/UmabsDB/all',
      '/abinvivoCart',
      '/abinvivoMyOrder',
      '/system/setting',
    ]);
    expect(SYSTEM_MENUS[3].home.closable).toBe(false);
  });

  it('leaves out items flagged 0, pages this build does not serve, and groups left empty', () => {
    const items: MenuItem[] = [
      { path: '/a', name: 'a', title: 'a' },
      { path: '/b', name: 'b', title: 'b', route: '0' },
      { path: '/g', name: 'g', title: 'g', children: [{ path: '/c', name: 'c', title: 'c' }] },
    ];
    expect(paths(buildMenu(items, context()))).toEqual(['/a', '/c']);
    expect(buildMenu(items, context({ available: (path) => path === '/a' })).map((item) => item.path)).toEqual(['/a']);
  });

  it("filters the staff menu by the member's permissions", () => {
    expect(paths(buildMenu(STAFF_MENU.items, context({ permissions: grantedEntries([]) })))).toEqual(['/staff']);
    expect(paths(buildMenu(STAFF_MENU.items, context({ permissions: grantedEntries(['jobs:edit']) })))).toEqual(['/staff', '/staff/jobs']);
    expect(paths(buildMenu(STAFF_MENU.items, context({ permissions: grantedEntries(['system:gallery', 'system:reports']) })))).toEqual([
      '/staff',
      '/staff/reports',
      '/staff/gallery',
      '/staff/gallery/cron',
      '/staff/gallery/table',
      '/staff/gallery/widgets',
    ]);
    // Type 2 entries are ignored and only status 0 grants (section 6, first reading).
    expect(paths(buildMenu(STAFF_MENU.items, context({ permissions: [{ action: 'jobs:edit', type: '2', status: '0' }] })))).toEqual(['/staff']);
    expect(paths(buildMenu(STAFF_MENU.items, context({ permissions: [{ action: 'jobs:edit', type: '1', status: '1' }] })))).toEqual(['/staff']);
  });

  it('finds the trail to a page for the breadcrumb, ignoring case and a trailing slash', () => {
    const built = buildMenu(SYSTEM_MENUS[1].items, context());
    expect(menuTrail(built, '/humanization/index/').map((item) => item.name)).toEqual(['engineering', 'Humanization']);
    expect(menuTrail(built, '/dashboard/analysis').map((item) => item.name)).toEqual(['dashboard-analysis']);
    expect(menuTrail(built, '/nowhere')).toEqual([]);
  });
});
