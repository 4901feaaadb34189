import { describe, expect, it } from 'vitest';
import { footerLinks } from '../app/features/catalogue-shell/menus/shell-menus';
import { PAGES, isPublicPage, pageFor, sitemapPagePaths } from '../app/navigation/pages';
import routes from '../app/routes';

/** Spec section 2's public routes of the animal-model portal and the sign-in pages, with values for the parameterised ones. */
const SPEC_PUBLIC_PATHS = [
  '/404',
  '/user/login',
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  '/oauth2-app/login',
  '/scanCode/scannerPage',
  '/abinvivo/Home',
  '/Biosimilar',
  '/Resource',
  '/IsotypeControl',
  '/AntiMouse',
  '/FusionProteins',
  '/AntiDrug',
  '/product/detailCommon',
  '/product/detail',
  '/bio-detailCommon',
  '/abc-product/bio-detail',
  '/abc-product/bio-detailCommon',
  '/RecombinantProtein',
  '/RecombinantProtein-new',
  '/CellLine',
  '/Protein-Search',
  '/Related',
  '/Search',
  '/about',
  '/ContactUs',
  '/FAQ',
  '/News',
  '/NewsDetails',
  '/detailCommon',
  '/Introduce',
  // The plasmid shop's public pages (issue 18).
  '/dashboard/HomeView',
  '/designList',
  '/design/puc19/0',
  '/plasmidResult/3f2b7a0c-6a6e-4f62-9a55-0d4a4d0e3a11',
  // Named routes the spec lists outside the guard's list: the product page, the download centre, custom services.
  '/ProductDetails',
  '/DownloadCenter',
  '/CustomServices',
];

/** The footer's links as the footer renders them (shell-menus.test.ts pins them to spec section 1); a visitor follows them without signing in. */
const FOOTER_PATHS = footerLinks((key) => key)
  .map((item) => item.to)
  .filter((path): path is string => path !== undefined && path !== '/');

/** Pages the order forms link to and the portal adds for visitors; a procurement system's user arrives at the PunchOut start page before signing in. */
const PORTAL_PUBLIC_PATHS = ['/TermsOfSale', '/punchout/start'];

const SIGNED_IN_PATHS = [
  '/abinvivoAccount',
  '/abinvivoMyOrder',
  '/abinvivoMyOrder-Detail',
  '/abinvivoCart',
  '/abinvivoProduct',
  '/cart/Index',
  '/myOrder/Index',
  '/myOrder/Detail',
  '/myInvoice/Index',
  '/myPackage/Index',
  '/dashboard/analysis',
  '/account/center',
  '/system/setting',
  '/IsSuccess',
  '/UmabsDB/antibodies',
  '/plasmidBuilder/vectorOrder',
  '/staff',
  '/staff/orders',
];

type RouteEntry = { file: string; id?: string; path?: string; children?: RouteEntry[] };
const routeIds = (entries: RouteEntry[]): string[] => entries.flatMap((entry) => [...(entry.id ? [entry.id] : []), ...routeIds(entry.children ?? [])]);

describe('the page table', () => {
  it('is the route table: every page is a route, and every page route is a page', () => {
    const ids = new Set(routeIds(routes as RouteEntry[]));
    for (const page of PAGES) expect(ids.has(page.id), page.path).toBe(true);
    const layoutChildren = (routes as RouteEntry[]).flatMap((entry) => entry.children ?? []);
    for (const child of layoutChildren) expect(PAGES.some((page) => page.id === child.id)).toBe(true);
  });

  it('says exactly the public pages are the spec list, the footer links and the portal additions', () => {
    const expected = new Set([...SPEC_PUBLIC_PATHS, ...FOOTER_PATHS, ...PORTAL_PUBLIC_PATHS].map((path) => pageFor(path)?.id));
    expect(expected.has(undefined)).toBe(false);
    const publicIds = new Set(PAGES.filter((page) => page.public).map((page) => page.id));
    expect([...publicIds].sort()).toEqual([...expected].sort());
  });

  it.each([...SPEC_PUBLIC_PATHS, ...FOOTER_PATHS])('lets a visitor open %s, with or without a trailing slash', (path) => {
    expect(isPublicPage(path)).toBe(true);
    expect(isPublicPage(`${path}/`)).toBe(true);
  });

  it.each(SIGNED_IN_PATHS)('asks a visitor to sign in for %s', (path) => {
    expect(isPublicPage(path)).toBe(false);
  });

  it('answers whole addresses only, and the spec names before -product and -Search', () => {
    for (const path of [
      '/Biosimilar/secret',
      '/product/detail/extra',
      '/x/abinvivo/Home',
      '/-Search',
      '/-product/bio-detail',
      '/a/b-Search',
      '/primerSynthesis',
    ]) {
      expect(isPublicPage(path), path).toBe(false);
    }
  });

  it("adds the deployment's extra public path, and only that", () => {
    expect(isPublicPage('/promo/spring')).toBe(false);
    expect(isPublicPage('/promo/spring', '/promo/spring')).toBe(true);
    expect(isPublicPage('/promo/autumn', '/promo/spring')).toBe(false);
    expect(isPublicPage('/Biosimilar', '/promo/spring')).toBe(true);
    expect(isPublicPage('/cart/Index', '')).toBe(false);
  });

  it('lists only public pages in the sitemap', () => {
    for (const path of sitemapPagePaths()) expect(isPublicPage(path), path).toBe(true);
  });
});
