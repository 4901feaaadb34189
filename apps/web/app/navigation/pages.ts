import { CATALOGUE_LINES, SERVICES, patternToRegex } from '@portal/domain';

/** The layout a page renders inside. */
export type PageLayout = 'catalogue' | 'auth' | 'portal' | 'staff' | 'bare';

/**
 * One page of the portal: its path (`:name` stands for one segment), its module, its route id (the spec's route name
 * where it names one), its layout, whether a visitor without a session may open it, and whether the sitemap lists it.
 * `answers` is the spec's pattern where the page answers fewer addresses than its router path (`*-x`: a segment
 * ending in `-x`); its loader refuses the others.
 */
export type PageEntry = { path: string; file: string; id: string; layout: PageLayout; public: boolean; sitemap?: boolean; answers?: string };

/** Route ids of the signed-in pages: the path itself, so two paths sharing one page module stay distinct routes. */
export function pageRouteId(path: string): string {
  return `page${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

const catalogue = (path: string, file: string, id: string, options: { sitemap?: boolean; answers?: string } = {}): PageEntry => ({
  path,
  file,
  id,
  layout: 'catalogue',
  public: true,
  ...options,
});
const signedIn = (layout: 'portal' | 'staff', path: string, file: string): PageEntry => ({ path, file, id: pageRouteId(path), layout, public: false });
const listed = { sitemap: true };

/**
 * Every page, and the one place that says who may open it: the router (routes.ts), the route guard, the page cache
 * (through the mark the server renderer sets on public pages), robots.txt, the sitemap and the menus (which leave out
 * an item without a page) all read this table. The catalogue's pages are spec section 2's public routes of system
 * type 3 and the pages the spec names elsewhere (the footer's /ServiceSupport, the named ProductDetails,
 * DownloadCenter and CustomServices, the ordering terms the order forms link to); `:productPage` and `:productSearch`
 * stand for the spec's `{product}-product` and `{product}-Search` segments, whose loaders refuse other values.
 */
export const PAGES: readonly PageEntry[] = [
  catalogue('/abinvivo/Home', 'routes/abinvivo-home.tsx', 'abinvivo-home', listed),
  ...CATALOGUE_LINES.map((entry) =>
    catalogue(
      entry.route,
      'routes/product-line.tsx',
      entry.route === '/CellLine' || entry.route === '/RecombinantProtein' ? entry.route.slice(1) : `line-${entry.route.slice(1)}`,
      listed,
    ),
  ),
  catalogue('/RecombinantProtein-new', 'routes/product-line.tsx', 'RecombinantProtein-new'),
  catalogue('/product/detailCommon', 'routes/product-detail.tsx', 'detailCommon'),
  catalogue('/product/detail', 'routes/product-detail.tsx', 'product-detail'),
  catalogue('/detailCommon', 'routes/product-detail.tsx', 'detailCommon-short'),
  catalogue('/ProductDetails', 'routes/product-detail.tsx', 'ProductDetails'),
  catalogue('/bio-detailCommon', 'routes/product-detail.tsx', 'bioDetailCommon'),
  catalogue('/:productPage/bio-detail', 'routes/product-detail.tsx', 'bio-detail', { answers: '/*-product/bio-detail' }),
  catalogue('/:productPage/bio-detailCommon', 'routes/product-detail.tsx', 'bio-detailCommon-product', { answers: '/*-product/bio-detailCommon' }),
  catalogue('/Search', 'routes/product-search.tsx', 'Search'),
  catalogue('/:productSearch', 'routes/product-search.tsx', 'Search1', { answers: '/*-Search' }),
  catalogue('/Resource', 'routes/content-resource.tsx', 'Resource', listed),
  catalogue('/about', 'routes/content-page.tsx', 'about', listed),
  catalogue('/Introduce', 'routes/content-page.tsx', 'Introduce', listed),
  catalogue('/ContactUs', 'routes/content-contact.tsx', 'ContactUs', listed),
  catalogue('/ServiceSupport', 'routes/content-page.tsx', 'ServiceSupport', listed),
  catalogue('/TermsOfSale', 'routes/terms-of-sale.tsx', 'TermsOfSale', listed),
  catalogue('/News', 'routes/content-news.tsx', 'News', listed),
  catalogue('/NewsDetails', 'routes/content-news-details.tsx', 'NewsDetails'),
  catalogue('/FAQ', 'routes/content-faq.tsx', 'FAQ', listed),
  catalogue('/DownloadCenter', 'routes/download-center.tsx', 'DownloadCenter', listed),
  catalogue('/CustomServices', 'routes/custom-services.tsx', 'CustomServices', listed),
  // The plasmid shop's public pages (spec section 2, system type 2): its home, the design list, the builder and the result.
  catalogue('/dashboard/HomeView', 'routes/plasmid-home.tsx', 'dashboard-HomeView', listed),
  catalogue('/designList', 'routes/design-list.tsx', 'plasmidBuilder-designList', listed),
  catalogue('/design/:fid/:id', 'routes/design-builder.tsx', 'plasmidBuilder-design'),
  catalogue('/plasmidResult/:id', 'routes/plasmid-result.tsx', 'plasmidBuilder-result'),

  { path: '/user/login', file: 'routes/user-login.tsx', id: 'login', layout: 'auth', public: true },
  { path: '/user/register', file: 'routes/user-register.tsx', id: 'register', layout: 'auth', public: true },
  { path: '/user/register-result', file: 'routes/user-register-result.tsx', id: 'register-result', layout: 'auth', public: true },
  { path: '/user/alteration', file: 'routes/user-alteration.tsx', id: 'alteration', layout: 'auth', public: true },
  { path: '/oauth2-app/login', file: 'routes/oauth2-app-login.tsx', id: 'oauth2-app-login', layout: 'auth', public: true },
  { path: '/punchout/start', file: 'routes/punchout-start.tsx', id: 'punchout-start', layout: 'auth', public: true },
  { path: '/scanCode/scannerPage', file: 'routes/scan-page.tsx', id: 'scanCode', layout: 'auth', public: true },

  signedIn('portal', '/dashboard/analysis', 'routes/dashboard-analysis.tsx'),
  signedIn('portal', '/abinvivoAccount', 'routes/abinvivo-account.tsx'),
  signedIn('portal', '/abinvivoProduct', 'routes/abinvivo-product.tsx'),
  signedIn('portal', '/UmabsDB/:typeName', 'routes/umabs-db.tsx'),
  signedIn('portal', '/account/center', 'routes/abinvivo-account.tsx'),
  signedIn('portal', '/system/setting', 'routes/system-setting.tsx'),
  signedIn('portal', '/abinvivoCart', 'routes/cart-page.tsx'),
  signedIn('portal', '/cart/Index', 'routes/cart-page.tsx'),
  signedIn('portal', '/IsSuccess', 'routes/inquiry-success.tsx'),
  signedIn('portal', '/abinvivoMyOrder', 'routes/my-orders.tsx'),
  signedIn('portal', '/myOrder/Index', 'routes/my-orders.tsx'),
  signedIn('portal', '/abinvivoMyOrder-Detail', 'routes/my-order-detail.tsx'),
  signedIn('portal', '/myOrder/Detail', 'routes/my-order-detail.tsx'),
  signedIn('portal', '/plasmidOrder/Index', 'routes/my-orders.tsx'),
  signedIn('portal', '/plasOrder/Detail', 'routes/my-order-detail.tsx'),
  signedIn('portal', '/myInvoice/Index', 'routes/my-invoices.tsx'),
  signedIn('portal', '/myPackage/Index', 'routes/my-parcels.tsx'),
  signedIn('portal', '/plasmidBuilder/vectorOrder', 'routes/vector-order.tsx'),
  ...SERVICES.map((service) => signedIn('portal', service.path, 'routes/service-page.tsx')),

  // The staff area has its own sign-in and guard (a staff session, never a customer's).
  { path: '/staff/login', file: 'routes/staff-login.tsx', id: 'staff-login', layout: 'staff', public: false },
  signedIn('staff', '/staff', 'routes/staff-home.tsx'),
  signedIn('staff', '/staff/jobs', 'routes/staff-jobs.tsx'),
  signedIn('staff', '/staff/webhooks', 'routes/staff-webhooks.tsx'),
  signedIn('staff', '/staff/punchout', 'routes/staff-punchout.tsx'),
  signedIn('staff', '/staff/organisations', 'routes/staff-organisations.tsx'),
  signedIn('staff', '/staff/reports', 'routes/staff-reports.tsx'),
  signedIn('staff', '/staff/orders', 'routes/staff-orders.tsx'),
  signedIn('staff', '/staff/orders/detail', 'routes/staff-order-detail.tsx'),
  signedIn('staff', '/staff/audit', 'routes/staff-audit.tsx'),
  signedIn('staff', '/staff/products', 'routes/staff-products.tsx'),
  signedIn('staff', '/staff/products/edit', 'routes/staff-product-edit.tsx'),
  signedIn('staff', '/staff/content', 'routes/staff-content.tsx'),
  signedIn('staff', '/staff/services/prices', 'routes/staff-primer-prices.tsx'),
  signedIn('staff', '/staff/gallery', 'routes/staff-gallery.tsx'),
  signedIn('staff', '/staff/gallery/cron', 'routes/staff-gallery-cron.tsx'),
  signedIn('staff', '/staff/gallery/table', 'routes/staff-gallery-table.tsx'),
  signedIn('staff', '/staff/gallery/widgets', 'routes/staff-gallery-widgets.tsx'),

  { path: '/404', file: 'routes/not-found.tsx', id: 'routes/not-found', layout: 'bare', public: true },
];

/** The pages of one layout. */
export function pagesOf(layout: PageLayout): PageEntry[] {
  return PAGES.filter((page) => page.layout === layout);
}

/** A table's pages by path, for the menus (a menu item without a page is left out). */
const pagePaths = (layout: PageLayout, isPublic: boolean): ReadonlySet<string> =>
  new Set(
    pagesOf(layout)
      .filter((page) => page.public === isPublic)
      .map((page) => page.path),
  );

export const PORTAL_PAGES = pagePaths('portal', false);
export const STAFF_PAGES = pagePaths('staff', false);

/** Whether a menu path has a page; a `:name` segment of a page path stands for any one segment (`/UmabsDB/all`). */
export function servesPage(pages: ReadonlySet<string>, path: string): boolean {
  const wanted = path.toLowerCase().split('/');
  return [...pages].some((candidate) => {
    const parts = candidate.toLowerCase().split('/');
    return parts.length === wanted.length && parts.every((part, index) => part.startsWith(':') || part === wanted[index]);
  });
}

const matchers = PAGES.map((page) => {
  const pattern = page.answers ?? page.path;
  return { page, regex: patternToRegex(pattern), parameters: pattern.split('/').filter((part) => part.startsWith(':') || part.startsWith('*')).length };
});

/**
 * The page that serves `pathname`, as the router picks it: of the pages whose path matches, the one with the fewest
 * parameter segments (`/abinvivoCart` is the cart page, not a `/:productSearch` value).
 */
export function pageFor(pathname: string): PageEntry | undefined {
  let best: (typeof matchers)[number] | undefined;
  for (const candidate of matchers) {
    if (candidate.regex.test(pathname) && (!best || candidate.parameters < best.parameters)) best = candidate;
  }
  return best?.page;
}

/** Whether a visitor without a session may open `pathname`; `extraPublicPath` is the deployment's own addition (spec section 2). */
export function isPublicPage(pathname: string, extraPublicPath = ''): boolean {
  if (extraPublicPath && patternToRegex(extraPublicPath).test(pathname)) return true;
  return pageFor(pathname)?.public ?? false;
}

/** The page a route id names, if any. */
export function pageOfRoute(routeId: string): PageEntry | undefined {
  return PAGES.find((page) => page.id === routeId);
}

/** The pages the sitemap lists whatever the catalogue holds: home, product lines and content pages. */
export function sitemapPagePaths(): string[] {
  return PAGES.filter((page) => page.sitemap).map((page) => page.path);
}
