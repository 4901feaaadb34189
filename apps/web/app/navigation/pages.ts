/**
 * The pages this build serves inside the signed-in layouts, by menu path (the paths of the domain's menu
 * tables). The router is generated from these lists, and the menu leaves out any item without a page, so
 * one table decides router, side menu, tabs, breadcrumb and titles.
 */
export const PORTAL_PAGES: Readonly<Record<string, string>> = {
  '/dashboard/analysis': 'routes/dashboard-analysis.tsx',
  '/abinvivoAccount': 'routes/abinvivo-account.tsx',
  '/abinvivoProduct': 'routes/abinvivo-product.tsx',
  '/UmabsDB/:typeName': 'routes/umabs-db.tsx',
  '/account/center': 'routes/abinvivo-account.tsx',
  '/system/setting': 'routes/system-setting.tsx',
  '/abinvivoCart': 'routes/cart-page.tsx',
  '/cart/Index': 'routes/cart-page.tsx',
  '/IsSuccess': 'routes/inquiry-success.tsx',
  '/abinvivoMyOrder': 'routes/my-orders.tsx',
  '/myOrder/Index': 'routes/my-orders.tsx',
  '/abinvivoMyOrder-Detail': 'routes/my-order-detail.tsx',
  '/myOrder/Detail': 'routes/my-order-detail.tsx',
  '/myInvoice/Index': 'routes/my-invoices.tsx',
  '/myPackage/Index': 'routes/my-parcels.tsx',
  '/plasmidBuilder/vectorOrder': 'routes/vector-order.tsx',
};

export const STAFF_PAGES: Readonly<Record<string, string>> = {
  '/staff': 'routes/staff-home.tsx',
  '/staff/jobs': 'routes/staff-jobs.tsx',
  '/staff/reports': 'routes/staff-reports.tsx',
  '/staff/orders': 'routes/staff-orders.tsx',
  '/staff/orders/detail': 'routes/staff-order-detail.tsx',
  '/staff/audit': 'routes/staff-audit.tsx',
  '/staff/products': 'routes/staff-products.tsx',
  '/staff/products/edit': 'routes/staff-product-edit.tsx',
  '/staff/content': 'routes/staff-content.tsx',
  '/staff/gallery': 'routes/staff-gallery.tsx',
  '/staff/gallery/cron': 'routes/staff-gallery-cron.tsx',
  '/staff/gallery/table': 'routes/staff-gallery-table.tsx',
  '/staff/gallery/widgets': 'routes/staff-gallery-widgets.tsx',
};

/** Route ids of the pages: the path itself, so two paths sharing one page module stay distinct routes. */
export function pageRouteId(path: string): string {
  return `page${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

/** Whether a menu path has a page; a `:name` segment of a page path stands for any one segment (`/UmabsDB/all`). */
export function servesPage(pages: Readonly<Record<string, string>>, path: string): boolean {
  const wanted = path.toLowerCase().split('/');
  return Object.keys(pages).some((candidate) => {
    const parts = candidate.toLowerCase().split('/');
    return parts.length === wanted.length && parts.every((part, index) => part.startsWith(':') || part === wanted[index]);
  });
}
