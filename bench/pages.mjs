// Server-rendered pages at 16 connections. A visitor's page comes from the page cache after its first render
// (30 s); any session cookie makes a page personal, so it is rendered for every request; a real customer's
// session also prices the product for the customer's group, through the catalogue API in-process.
import { againstCeiling } from './ceiling.mjs';
import { measure, pathsOf } from './load.mjs';
import { HOME } from './portal.mjs';

/** Protein and cell-line products have their own page (productPagePath in the domain's catalogue-lines.ts). */
const HEADER_B_LINES = new Set(['recombinant-protein', 'cell-line']);
export const productPage = ({ catalogNo, line }) =>
  `${HEADER_B_LINES.has(line) ? '/bio-detailCommon' : '/product/detailCommon'}?catalogNo=${encodeURIComponent(catalogNo)}`;

// A cookie that names no session still makes the page personal: rendered each time, priced as for a visitor.
const RENDER_EACH_TIME = { cookie: 'access_token=bench-not-a-session' };

/** The rows; `product` is one product's page read by visitors, `customerProducts` are read once each by the customer. */
export async function pageRows({ origin, ceiling, product, customer, customerProducts }) {
  const row = (id, label, result) => ({ id, label, connections: 16, ...againstCeiling(result, ceiling) });
  const page = productPage(product);
  await measure({ origin, path: page, connections: 4, seconds: 1, headers: RENDER_EACH_TIME }); // warm-up
  const rows = [
    row('ssr.home', 'home page, visitor (page cache)', await measure({ origin, path: HOME, connections: 16 })),
    row('ssr.product.visitor', 'product page, visitor (page cache)', await measure({ origin, path: page, connections: 16 })),
    row(
      'ssr.product.rendered',
      'product page rendered each time (cookie without a session)',
      await measure({ origin, path: page, connections: 16, headers: RENDER_EACH_TIME }),
    ),
  ];
  const signedIn = await measure({
    origin,
    paths: pathsOf(customerProducts.map(productPage)),
    connections: 16,
    headers: { cookie: `access_token=${customer.token}` },
  });
  rows.push({
    ...row('ssr.product.customer', 'product page, signed-in customer (each product once)', signedIn),
    ...(signedIn.repeats > 0 ? { failed: `${signedIn.repeats} repeated URLs` } : {}),
  });
  return rows;
}
