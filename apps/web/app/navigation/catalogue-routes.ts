import { CATALOGUE_LINES } from '@portal/domain';

/**
 * The public catalogue's pages (spec section 2, system type 3 and header variant B), all inside the
 * catalogue layout. Ids are the spec's route names where it names one. `:productPage` and `:productSearch`
 * stand for the spec's `{product}-product` and `{product}-Search` segments; their loaders refuse other values.
 */
export const CATALOGUE_ROUTES: readonly { path: string; file: string; id: string }[] = [
  { path: 'abinvivo/Home', file: 'routes/abinvivo-home.tsx', id: 'abinvivo-home' },
  ...CATALOGUE_LINES.map((entry) => ({
    path: entry.route.slice(1),
    file: 'routes/product-line.tsx',
    id: entry.route === '/CellLine' || entry.route === '/RecombinantProtein' ? entry.route.slice(1) : `line-${entry.route.slice(1)}`,
  })),
  { path: 'RecombinantProtein-new', file: 'routes/product-line.tsx', id: 'RecombinantProtein-new' },
  { path: 'product/detailCommon', file: 'routes/product-detail.tsx', id: 'detailCommon' },
  { path: 'product/detail', file: 'routes/product-detail.tsx', id: 'product-detail' },
  { path: 'detailCommon', file: 'routes/product-detail.tsx', id: 'detailCommon-short' },
  { path: 'ProductDetails', file: 'routes/product-detail.tsx', id: 'ProductDetails' },
  { path: 'bio-detailCommon', file: 'routes/product-detail.tsx', id: 'bioDetailCommon' },
  { path: ':productPage/bio-detail', file: 'routes/product-detail.tsx', id: 'bio-detail' },
  { path: ':productPage/bio-detailCommon', file: 'routes/product-detail.tsx', id: 'bio-detailCommon-product' },
  { path: 'Search', file: 'routes/product-search.tsx', id: 'Search' },
  { path: ':productSearch', file: 'routes/product-search.tsx', id: 'Search1' },
  { path: 'Resource', file: 'routes/content-resource.tsx', id: 'Resource' },
  { path: 'about', file: 'routes/content-page.tsx', id: 'about' },
  { path: 'Introduce', file: 'routes/content-page.tsx', id: 'Introduce' },
  { path: 'ContactUs', file: 'routes/content-contact.tsx', id: 'ContactUs' },
  { path: 'ServiceSupport', file: 'routes/content-page.tsx', id: 'ServiceSupport' },
  { path: 'TermsOfSale', file: 'routes/terms-of-sale.tsx', id: 'TermsOfSale' },
  { path: 'News', file: 'routes/content-news.tsx', id: 'News' },
  { path: 'NewsDetails', file: 'routes/content-news-details.tsx', id: 'NewsDetails' },
  { path: 'FAQ', file: 'routes/content-faq.tsx', id: 'FAQ' },
  { path: 'DownloadCenter', file: 'routes/download-center.tsx', id: 'DownloadCenter' },
  { path: 'CustomServices', file: 'routes/custom-services.tsx', id: 'CustomServices' },
];
